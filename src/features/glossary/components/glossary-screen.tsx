import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import type { GlossaryEntry } from '../../../content/content-index';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { filterGlossary } from '../filter-terms';
import styles from './glossary.module.css';

/**
 * Every key term of the unit guides, searchable on the device (docs/product.md#glossary). The list filters as the
 * student types, from the small index the route gives it, so it works offline and never loads a unit's guide.
 */
export function GlossaryScreen({ entries, topicHeadings }: { entries: readonly GlossaryEntry[]; topicHeadings: Readonly<Record<string, string>> }) {
  const [query, setQuery] = useState('');
  // Typing stays immediate on a slow phone: the list follows a moment later.
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => filterGlossary(entries, deferred), [entries, deferred]);
  const searchRef = useRef<HTMLDivElement>(null);
  useEarlyInput(searchRef);
  const count = shown.length === entries.length ? `All ${entries.length} terms` : `${shown.length} of ${entries.length} terms match`;

  return (
    <Page
      title="APUSH Glossary"
      lead={`${entries.length} key terms from the unit guides, each linked to the topic that teaches it. Search works offline.`}
    >
      <div className={styles.backRow}>
        <Link to={PATHS.apushStudyGuide} className="btn">
          ← Back to the study guide
        </Link>
      </div>
      <div ref={searchRef} role="search" className={styles.search}>
        <div className="field">
          <label htmlFor="glossary-search">Search key terms</label>
          <input
            id="glossary-search"
            type="search"
            value={query}
            placeholder="e.g. Federalist, tariff, 4.13"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">
        {count}
      </p>
      {shown.length === 0 ? <p>No key term matches. Try a shorter word or another spelling.</p> : null}
      <dl className={styles.list}>
        {shown.map((entry) => (
          <div key={`${entry.topic} ${entry.term}`} className={styles.entry}>
            <dt>{entry.term}</dt>
            <dd>
              {entry.definition}{' '}
              <Link to={PATHS.unit} params={{ unitId: entry.unit }} hash={entry.topic} className={styles.topic}>
                {`Topic ${entry.topic}: ${topicHeadings[entry.topic] ?? ''}`}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
    </Page>
  );
}
