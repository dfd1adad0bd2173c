import { Link } from '@tanstack/react-router';
import { formatClock } from '../../../exam/clock';
import { formatScore, percent } from '../../../exam/scoring';
import type { AttemptRecord } from '../stored-shapes';
import styles from './mcq.module.css';
import { PATHS } from '../../../shared/paths';

export const formatDate = (ms: number) => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatTimeUsed = (ms: number) => (ms > 0 ? formatClock(ms) : 'Not timed');

/** Scores over attempts, oldest to newest, as a small line chart (its figures are in the table beside it). */
function ScoreChart({ attempts }: { attempts: readonly AttemptRecord[] }) {
  const oldestFirst = [...attempts].reverse();
  const width = 300;
  const height = 90;
  const left = 40;
  const step = oldestFirst.length > 1 ? (width - left - 10) / (oldestFirst.length - 1) : 0;
  const points = oldestFirst.map((a, i) => [left + i * step, height - 10 - (a.total ? a.correct / a.total : 0) * (height - 20)] as const);
  const label = `Scores over attempts, oldest first: ${oldestFirst.map((a) => percent(a.correct, a.total)).join(', ')}`;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <text x={left - 6} y="14" className={styles.chartLabel}>
        100%
      </text>
      <text x={left - 6} y={height - 6} className={styles.chartLabel}>
        0%
      </text>
      <line x1={left} x2={width - 10} y1={height - 10} y2={height - 10} className={styles.chartAxis} />
      <line x1={left} x2={width - 10} y1="10" y2="10" className={styles.chartGrid} />
      <polyline points={points.map((p) => p.join(',')).join(' ')} className={styles.chartLine} />
      {points.map(([x, y], i) => (
        <circle key={oldestFirst[i]!.id} cx={x} cy={y} r="4" className={styles.chartDot} />
      ))}
    </svg>
  );
}

/** Past attempts on this device, newest first, with links to their results. */
export function AttemptHistory({ attempts }: { attempts: readonly AttemptRecord[] }) {
  return (
    <section aria-labelledby="mcq-history" className={styles.history}>
      <h2 id="mcq-history">Your attempts</h2>
      {attempts.length === 0 ? (
        <p className="muted">No attempts yet. Submit the answer sheet to see your score here.</p>
      ) : (
        <>
          {attempts.length >= 2 ? <ScoreChart attempts={attempts} /> : null}
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Score</th>
                <th scope="col">Time used</th>
                <th scope="col">
                  <span className="visually-hidden">Results</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.id}>
                  <td>{formatDate(a.submittedAt)}</td>
                  <td>{formatScore(a.correct, a.total)}</td>
                  <td>{formatTimeUsed(a.elapsedMs)}</td>
                  <td>
                    <Link to={PATHS.mcqResults} search={{ attempt: a.id }} state={{ mcqAttempt: a }}>
                      Results<span className="visually-hidden"> of {formatDate(a.submittedAt)}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
