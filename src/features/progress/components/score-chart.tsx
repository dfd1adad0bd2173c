import styles from './progress.module.css';

export interface ChartPoint {
  at: number;
  percent: number;
}

const W = 320;
const H = 120;
const PAD = { left: 30, right: 8, top: 8, bottom: 8 };

const dateText = (at: number) => new Date(at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Scores over time as an inline SVG polyline, hidden from screen readers: the table beside it says the same. */
export function ScoreChart({ points, caption }: { points: readonly ChartPoint[]; caption: string }) {
  const x = (i: number) => PAD.left + (points.length > 1 ? (i / (points.length - 1)) * (W - PAD.left - PAD.right) : (W - PAD.left - PAD.right) / 2);
  const y = (percent: number) => PAD.top + (1 - percent / 100) * (H - PAD.top - PAD.bottom);
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" className={styles.chartSvg}>
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.gridLine} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
              {tick}
            </text>
          </g>
        ))}
        {points.length > 1 ? (
          <polyline points={points.map((p, i) => `${x(i)},${y(p.percent)}`).join(' ')} className={styles.line} />
        ) : null}
        {points.map((p, i) => (
          <circle key={p.at} cx={x(i)} cy={y(p.percent)} r={4} className={styles.dot} />
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.at}>
              <td>{dateText(p.at)}</td>
              <td>{p.percent} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
