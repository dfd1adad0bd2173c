import type { Accuracy } from '../derive';
import styles from './progress.module.css';

/** Accuracy per group as a table, each row with a bar drawn by CSS (the numbers are in the cells). */
export function AccuracyTable({ caption, groupHeader, rows }: { caption: string; groupHeader: string; rows: { label: string; accuracy: Accuracy | undefined }[] }) {
  return (
    <table className={styles.accuracy}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{groupHeader}</th>
          <th scope="col">Correct</th>
          <th scope="col">Accuracy</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, accuracy }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{accuracy ? `${accuracy.correct}/${accuracy.total}` : '—'}</td>
            <td>
              <span className={styles.barCell}>
                <span className={styles.percent}>{accuracy ? `${accuracy.percent} %` : 'not asked yet'}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span style={{ width: `${accuracy?.percent ?? 0}%` }} />
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
