import { formatSaqResult } from '../../../grading-client/client';
import { PastGradings } from '../../../grading-client/components/past-gradings';
import type { SaqGrading } from '../saq-store';
import { totalScore } from '../saq-store';
import shared from '../../../grading-client/components/grading-screen.module.css';
import styles from './saq-exam.module.css';

/** The paper's part for answer `index`: SAQ 1 answers (a), SAQ 2 (b), SAQ 3 (c) (docs/product.md#saq-exam). */
export const partOf = (index: number) => `(${'abc'[index]})`;

/** The lines 'SAQ A: score/1 - explanation', each with what earns the point under it. */
export function SaqResultLines({ grading }: { grading: SaqGrading }) {
  const lines = formatSaqResult(grading.result);
  return (
    <ul className={styles.resultLines}>
      {grading.result.map((part, i) => (
        <li key={i}>
          <span className={styles.part}>{partOf(i)}</span> {lines[i]}
          {part.guideline ? (
            <p className={styles.guideline}>
              <strong>What earns the point:</strong> {part.guideline}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function SaqResults({ grading }: { grading: SaqGrading }) {
  return (
    <section className={shared.results} aria-labelledby="saq-results-heading">
      <h3 id="saq-results-heading">AI Grading Results</h3>
      <p className={shared.total}>Score: {totalScore(grading)}/3</p>
      <SaqResultLines grading={grading} />
    </section>
  );
}

/** The gradings kept on this device, newest first, each opened in place. */
export function SaqHistory({ history }: { history: readonly SaqGrading[] }) {
  return (
    <PastGradings id="saq-history" gradings={history} score={(grading) => `${totalScore(grading)}/3`}>
      {(grading) => (
        <>
          {grading.answers.map((answer, i) => (
            <div key={i} className={styles.pastAnswer}>
              <h3>
                SAQ {i + 1} <span className={styles.part}>{partOf(i)}</span>
              </h3>
              <p>{answer.trim() ? answer : <em>No answer.</em>}</p>
            </div>
          ))}
          <SaqResultLines grading={grading} />
        </>
      )}
    </PastGradings>
  );
}
