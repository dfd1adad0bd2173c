import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { UnitGuide } from '../../../content/unit-loaders';
import { findUnitSummary } from '../../../content/unit-summaries';
import { units } from '../../../content/units';
import { currentAccountId } from '../../../shared/account-seam';
import { PATHS, type UnitParam } from '../../../shared/paths';
import { Accordion } from '../../../shared/ui/accordion';
import { Page } from '../../../shared/ui/page';
import { recordTopicOpened } from '../topics-opened';
import { UnitTimeline } from './unit-timeline';
import styles from './study-guide.module.css';

/** A unit page (docs/product.md#unit-page). */
export function UnitScreen({ unitId, guide }: { unitId: UnitParam; guide: UnitGuide | null }) {
  const unit = units.find((u) => u.number === unitId);
  const summary = findUnitSummary(unitId);
  const content = summary && guide ? { ...summary, ...guide } : undefined;
  useOpenTopicFromHash();
  const back = (
    <div className={styles.backRow}>
      <Link to={PATHS.apushStudyGuide} className="btn">
        ← Back to the study guide
      </Link>
    </div>
  );

  if (!content) {
    return (
      <Page title={`Unit ${unitId}`}>
        {back}
        {unit ? <p className={styles.unitMeta}>{`${unit.period} · ${unit.theme}`}</p> : null}
        <p>No content available for this unit yet.</p>
      </Page>
    );
  }

  return (
    <Page title={content.title} documentTitle={content.documentTitle}>
      {back}
      <p className="lead">{content.lead}</p>
      <p className={styles.unitLinks}>
        <Link to={PATHS.periodContext} params={{ unitId: content.number }} className="btn btn-primary">
          Period {content.number} in context
        </Link>
        <Link to={PATHS.glossary} className="btn">
          Glossary of key terms
        </Link>
      </p>
      <section aria-labelledby="sections-heading" className={styles.section}>
        <h2 id="sections-heading">{content.sectionsHeading}</h2>
        <Accordion
          headingLevel={3}
          onOpen={(topicId) => void recordTopicOpened(topicId, currentAccountId() ?? null)}
          items={content.sections.map((section) => ({
            id: section.id,
            heading: `${section.id} ${section.heading}`,
            content: (
              <div className={styles.prose}>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                <h4>Key terms</h4>
                <dl className={styles.keyTerms}>
                  {section.keyTerms.map((term) => (
                    <div key={term.term}>
                      <dt>{term.term}</dt>
                      <dd>{term.definition}</dd>
                    </div>
                  ))}
                </dl>
                <div className={styles.examFocus}>
                  <h4>Exam focus</h4>
                  <ul>
                    {section.examFocus.map((note) => (
                      <li key={note}>{note}</li>
                    ))}
                  </ul>
                </div>
              </div>
            ),
          }))}
        />
      </section>
      <section aria-labelledby="timeline-heading" className={styles.section}>
        <h2 id="timeline-heading">{`Unit ${content.number} timeline`}</h2>
        <p className="muted">Select an event to show or hide its details.</p>
        <UnitTimeline events={content.timeline} />
      </section>
      <div className={styles.quizCta}>
        <Link to={PATHS.unitQuiz} params={{ unitId: content.number }} className="btn btn-primary">
          Quiz your knowledge
        </Link>
      </div>
    </Page>
  );
}

/**
 * A link to a topic (`/apush-study-guide/unit/4#4.13`, as the glossary makes) opens that topic's section and
 * scrolls to it: the browser scrolls to a closed <details> but does not open it.
 */
function useOpenTopicFromHash() {
  useEffect(() => {
    const open = () => {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      target.scrollIntoView({ block: 'start' });
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}
