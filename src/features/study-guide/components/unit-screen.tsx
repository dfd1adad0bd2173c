import { Link } from '@tanstack/react-router';
import { unit1Sections } from '../../../content/unit1-sections';
import { unit1Timeline } from '../../../content/unit1-timeline';
import { units } from '../../../content/units';
import { Accordion } from '../../../shared/ui/accordion';
import { Page } from '../../../shared/ui/page';
import { UnitTimeline } from './unit-timeline';
import styles from './study-guide.module.css';

/** A unit page: Unit 1 has full content; every other id (including non-numbers) says there is none yet. */
export function UnitScreen({ unitId }: { unitId: string }) {
  const unit = units.find((u) => String(u.number) === unitId);
  const back = (
    <div className={styles.backRow}>
      <Link to="/apush-study-guide" className="btn">
        ← Back to the study guide
      </Link>
    </div>
  );

  if (unitId !== '1') {
    return (
      <Page title={`Unit ${unitId}`}>
        {back}
        {unit ? <p className={styles.unitMeta}>{`${unit.period} · ${unit.theme}`}</p> : null}
        <p>No content available for this unit yet.</p>
      </Page>
    );
  }

  return (
    <Page title="Unit 1: 1491-1607" documentTitle="APUSH Unit 1">
      {back}
      <p className="lead">Native American societies, European exploration, the Columbian Exchange and the Spanish colonial system.</p>
      <section aria-labelledby="sections-heading" className={styles.section}>
        <h2 id="sections-heading">Topics 1.2 to 1.6</h2>
        <Accordion
          headingLevel={3}
          items={unit1Sections.map((section) => ({
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
        <h2 id="timeline-heading">Unit 1 timeline</h2>
        <p className="muted">Select an event to show or hide its details.</p>
        <UnitTimeline events={unit1Timeline} />
      </section>
      <div className={styles.quizCta}>
        <Link to="/apush-study-guide/unit/1/quiz" className="btn btn-primary">
          Quiz your knowledge
        </Link>
      </div>
    </Page>
  );
}
