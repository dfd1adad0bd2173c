import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { unitSummaries } from '../../../content/unit-summaries';
import { units } from '../../../content/units';
import { useAccountId } from '../../../shared/account-seam';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { EXTERNAL_STUDY_LINKS } from '../external-links';
import styles from './study-guide.module.css';

/** Which units are complete ('Unit 1 is complete', 'All nine units are complete'), following the unit registry. */
function completeUnits(): string {
  const numbers = unitSummaries.map((unit) => unit.number);
  if (numbers.length === units.length) return 'All nine units are complete';
  return numbers.length === 1 ? `Unit ${numbers[0]} is complete` : `Units ${numbers.join(', ')} are complete`;
}

/** A unit quiz's best score on this device, as the route reads it from the quiz feature. */
export interface UnitQuizScore {
  unit: number;
  best: { score: number; total: number };
}

/** The best quiz score per unit once read from the device; empty on the server and until then. */
function useQuizScores(load: ((owner: string | null) => Promise<UnitQuizScore[]>) | undefined) {
  const account = useAccountId();
  const [scores, setScores] = useState<ReadonlyMap<number, UnitQuizScore['best']>>(new Map());
  useEffect(() => {
    if (!load || account === undefined) return;
    let current = true;
    load(account)
      .then((list) => current && setScores(new Map(list.map((q) => [q.unit, q.best]))))
      .catch(() => undefined); // a store that cannot be read: the cards show no score
    return () => {
      current = false;
    };
  }, [load, account]);
  return scores;
}

export function StudyGuideScreen({ loadQuizScores }: { loadQuizScores?: (owner: string | null) => Promise<UnitQuizScore[]> }) {
  const scores = useQuizScores(loadQuizScores);
  return (
    <Page title="APUSH Study Guide" lead={`Nine periods from 1491 to the present. ${completeUnits()}, with an interactive timeline and a quiz.`}>
      <p className={styles.unitLinks}>
        <Link to={PATHS.apushTimeline} className="btn btn-primary">
          Open the full APUSH timeline
        </Link>
        <Link to={PATHS.glossary} className="btn">
          Glossary of key terms
        </Link>
      </p>

      <section aria-labelledby="units-heading" className={styles.section}>
        <h2 id="units-heading">Units</h2>
        <ul className={`grid plain-list ${styles.units}`}>
          {units.map((unit) => (
            <li key={unit.number}>
              <Link to={PATHS.unit} params={{ unitId: unit.number }} className={`card ${styles.unit}`}>
                <span aria-hidden="true" className={styles.emoji}>
                  {unit.emoji}
                </span>
                <span className={styles.unitNumber}>Unit {unit.number}</span>
                <span className={styles.unitTitle}>{unit.theme}</span>
                <span className="muted">{unit.period}</span>
                <span className={styles.quizScore}>
                  {scores.get(unit.number) ? `Quiz: ${scores.get(unit.number)!.score}/${scores.get(unit.number)!.total}` : '\u00a0'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="links-heading" className={styles.section}>
        <h2 id="links-heading">More ways to study</h2>
        <p className="muted">These sites are not part of Pocket AP and need an internet connection.</p>
        <ul className={styles.links}>
          {EXTERNAL_STUDY_LINKS.map((link) => (
            <li key={link.href}>
              <span className={styles.linkKind}>{link.kind}</span>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab, needs a connection)</span>
              </a>
              <span aria-hidden="true" className={styles.online}>
                ↗ online
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
