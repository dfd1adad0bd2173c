import { formatFrqRow } from '../../../grading-client/client';
import { PastGradings } from '../../../grading-client/components/past-gradings';
import type { FrqResponse } from '../../../grading-contract/schemas';
import type { FrqGrading } from '../frq-store';
import shared from '../../../grading-client/components/grading-screen.module.css';
import styles from './free-response.module.css';

/** One list item per rubric row: 'Thesis/Claim: 1/1 - feedback', what the row asks, the essay's sentence, the next point. */
function RowLines({ result }: { result: FrqResponse }) {
  return (
    <ul className={styles.rows}>
      {result.rows.map((row) => (
        <li key={row.id}>
          <p className={styles.rowLine}>{formatFrqRow(row)}</p>
          {row.correction ? (
            <p className={styles.correction}>
              <strong>Corrected:</strong> {row.correction}
            </p>
          ) : null}
          <p className={styles.rowDetail}>
            <strong>What this row asks:</strong> {row.asks}
          </p>
          <p className={styles.rowDetail}>
            <strong>From your essay:</strong> {row.quote ? <q>{row.quote}</q> : 'no sentence was quoted for this row.'}
          </p>
          {row.documents ? (
            <p className={styles.rowDetail}>
              <strong>Documents the grader counted:</strong> {row.documents.length ? row.documents.join(', ') : 'none'}
            </p>
          ) : null}
          {row.next ? (
            <p className={styles.rowDetail}>
              <strong>To earn the next point:</strong> {row.next}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function FrqResults({ grading }: { grading: FrqGrading }) {
  return (
    <section className={shared.results} aria-labelledby="frq-results-heading">
      <h3 id="frq-results-heading">AI Grading Results</h3>
      <p className={shared.total}>
        Score: {grading.result.total}/{grading.result.max}
      </p>
      <RowLines result={grading.result} />
    </section>
  );
}

/** The gradings of this prompt kept on this device, newest first, each opened in place. */
export function FrqHistory({ history, questionOf }: { history: readonly FrqGrading[]; questionOf: (promptId: string) => string }) {
  return (
    <PastGradings id="frq-history" gradings={history} score={(grading) => `${grading.result.total}/${grading.result.max}`}>
      {(grading) => (
        <>
          <p className={styles.rowDetail}>
            <strong>Prompt:</strong> {questionOf(grading.promptId)}
          </p>
          <h3>Your essay</h3>
          <p className={styles.pastEssay}>{grading.essay}</p>
          <RowLines result={grading.result} />
        </>
      )}
    </PastGradings>
  );
}
