import type { RubricResult } from '../../../grading/schemas';
import { RUBRICS } from '../../../grading/rubrics';
import styles from './essay-grader.module.css';

export function RubricTable({ rubric }: { rubric: RubricResult }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          {RUBRICS[rubric.type].label} rubric: {rubric.total} of {rubric.max} points
        </caption>
        <thead>
          <tr>
            <th scope="col">Rubric row</th>
            <th scope="col">Score</th>
            <th scope="col">Feedback</th>
          </tr>
        </thead>
        <tbody>
          {rubric.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.score}>
                {row.score}/{row.max}
              </td>
              <td>{row.feedback}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.score}>
              {rubric.total}/{rubric.max}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
