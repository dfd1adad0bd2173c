import type { RubricResult } from '../../../grading-contract/schemas';
import { RUBRICS } from '../../../grading-contract/rubrics';
import styles from './essay-grader.module.css';

/**
 * The rubric as a table. On phones CSS lays each row out as a small card (name and score, feedback below);
 * Chromium and current Safari keep table semantics through those display changes (checked in the journeys).
 */
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
              <td className={styles.rowFeedback}>
                {row.feedback}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.score}>
              {rubric.total}/{rubric.max}
            </td>
            <td className={styles.rowFeedback} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
