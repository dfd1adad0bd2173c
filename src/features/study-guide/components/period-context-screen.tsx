import { Link } from '@tanstack/react-router';
import type { PeriodOverview } from '../../../content/schema';
import { units } from '../../../content/units';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import styles from './study-guide.module.css';

/** "Period N in context": what changed, why, and the threads to the periods around it (docs/product.md#period-overviews). */
export function PeriodContextScreen({ overview }: { overview: PeriodOverview }) {
  const unit = units.find((u) => u.number === overview.period);
  const before = units.find((u) => u.number === overview.period - 1);
  const after = units.find((u) => u.number === overview.period + 1);
  const parts: [id: string, heading: string, paragraphs: readonly string[]][] = [
    ['changed', 'What changed', overview.changed],
    ['why', 'Why it changed', overview.why],
    ['threads', 'Threads to the periods before and after', overview.links],
  ];
  return (
    <Page title={`Period ${overview.period} in context`} documentTitle={`APUSH Period ${overview.period} in context`}>
      <div className={styles.backRow}>
        <Link to={PATHS.unit} params={{ unitId: overview.period }} className="btn">
          ← Back to Unit {overview.period}
        </Link>
      </div>
      {unit ? <p className={styles.unitMeta}>{`${unit.period} · ${unit.theme}`}</p> : null}
      <p className="lead">{overview.lead}</p>
      {parts.map(([id, heading, paragraphs]) => (
        <section key={id} aria-labelledby={`context-${id}`} className={`${styles.section} ${styles.prose}`}>
          <h2 id={`context-${id}`}>{heading}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav aria-label="Other periods" className={`${styles.section} ${styles.periodNav}`}>
        {before ? (
          <Link to={PATHS.periodContext} params={{ unitId: before.number }} className="btn">
            ← Period {before.number} in context
          </Link>
        ) : null}
        <Link to={PATHS.unit} params={{ unitId: overview.period }} className="btn btn-primary">
          Study Unit {overview.period}, topic by topic
        </Link>
        {after ? (
          <Link to={PATHS.periodContext} params={{ unitId: after.number }} className="btn">
            Period {after.number} in context →
          </Link>
        ) : null}
      </nav>
    </Page>
  );
}
