import { useNavigate, useRouter } from '@tanstack/react-router';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useEarlyInput } from '../../../shared/hooks/use-early-input';
import type { TimelineEvent } from '../../../content/schema';
import { units } from '../../../content/units';
import { Page } from '../../../shared/ui/page';
import { filterEvents, type TimelineFilter } from '../filter-events';
import styles from './timeline.module.css';
import { PATHS } from '../../../shared/paths';

interface TimelineScreenProps {
  events: readonly TimelineEvent[];
  filter: TimelineFilter;
}

export function TimelineScreen({ events, filter }: TimelineScreenProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const visible = useMemo(() => filterEvents(events, filter), [events, filter]);
  const filtersRef = useRef<HTMLDivElement>(null);
  useEarlyInput(filtersRef);

  // Filters live in the URL (shareable, survive a reload) but replace the entry, so Back still leaves the page.
  const setFilter = (change: TimelineFilter) =>
    void navigate({ to: PATHS.apushTimeline, search: { ...filter, ...change }, replace: true });

  const goBack = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: PATHS.apushStudyGuide }));

  return (
    <Page title="APUSH Timeline" lead={`${events.length} key events, from Native societies before 1492 to today. Select an event to read about it.`}>
      <button type="button" className="btn back-link" onClick={goBack}>
        ← Back
      </button>
      <div ref={filtersRef} className={styles.filters} role="search">
        <div className="field">
          <label htmlFor="timeline-period">Period</label>
          <select
            id="timeline-period"
            value={filter.period ?? ''}
            onChange={(e) => setFilter({ period: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">All periods</option>
            {units.map((unit) => (
              <option key={unit.number} value={unit.number}>
                Period {unit.number} ({unit.period})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="timeline-search">Search events</label>
          <input
            id="timeline-search"
            type="search"
            value={filter.q ?? ''}
            placeholder="e.g. Reconstruction, 1865"
            onChange={(e) => setFilter({ q: e.target.value || undefined })}
          />
        </div>
      </div>
      <p className="muted" aria-live="polite">
        Showing {visible.length} of {events.length} events
      </p>
      {visible.length === 0 ? <p>No events match. Try another period or search.</p> : null}
      <ol className={styles.grid}>
        {visible.map((event) => {
          const isOpen = selected === event.id;
          return (
            <Fragment key={event.id}>
              <li className={styles.item}>
                <button
                  type="button"
                  className={styles.event}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? `event-detail-${event.id}` : undefined}
                  onClick={() => setSelected(isOpen ? null : event.id)}
                >
                  <span className={styles.year}>{event.year}</span>
                  <span className={styles.title}>{event.title}</span>
                  <span className={styles.period}>Period {event.period}</span>
                </button>
              </li>
              {isOpen ? (
                <li className={styles.detailItem}>
                  <article id={`event-detail-${event.id}`} className={`card ${styles.detail}`} aria-label={`${event.year}: ${event.title}`}>
                    <p className={styles.year}>{event.year}</p>
                    <h2 className={styles.detailTitle}>{event.title}</h2>
                    <p className={styles.period}>
                      Period {event.period}: {units.find((u) => u.number === event.period)?.period}
                    </p>
                    <p>{event.description}</p>
                    <button type="button" className="btn btn-small" onClick={() => setSelected(null)}>
                      Close details
                    </button>
                  </article>
                </li>
              ) : null}
            </Fragment>
          );
        })}
      </ol>
    </Page>
  );
}
