import { useEffect, useRef } from 'react';
import { flaggedQuestions, unansweredQuestions, unansweredSummary, type SheetState } from '../sheet-state';
import { QUESTION_HEADING_ID } from '../reveal-question';
import styles from './mcq.module.css';

interface CheckYourWorkProps {
  sheet: SheetState;
  onGoTo: (question: number) => void;
  onBack: () => void;
  onSubmit: () => void;
}

function QuestionLinks({ heading, questions, onGoTo }: { heading: string; questions: number[]; onGoTo: (question: number) => void }) {
  return (
    <section aria-label={heading} className={styles.checkGroup}>
      <h3>{`${heading} (${questions.length})`}</h3>
      {questions.length ? (
        <ul className={styles.jumpList}>
          {questions.map((q) => (
            <li key={q}>
              <a
                href={`#${QUESTION_HEADING_ID}`}
                className="btn btn-small"
                aria-label={`Go to question ${q + 1}`}
                onClick={(event) => {
                  event.preventDefault();
                  onGoTo(q);
                }}
              >
                {q + 1}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None.</p>
      )}
    </section>
  );
}

/**
 * The page between Submit and the score (docs/product.md#mcq-exam): the unanswered and marked-for-review questions,
 * each a link back to it, and the final Submit. Its heading takes focus when it opens.
 */
export function CheckYourWork({ sheet, onGoTo, onBack, onSubmit }: CheckYourWorkProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const unanswered = unansweredQuestions(sheet);
  return (
    <section aria-labelledby="mcq-check-heading" className={styles.checkWork}>
      <h2 id="mcq-check-heading" ref={heading} tabIndex={-1}>
        Check Your Work
      </h2>
      <p>{`${unansweredSummary(unanswered.length)} Questions marked for review: ${flaggedQuestions(sheet).length}. Once you submit, your answers are scored and can no longer be changed.`}</p>
      <QuestionLinks heading="Unanswered" questions={unanswered} onGoTo={onGoTo} />
      <QuestionLinks heading="Marked for review" questions={flaggedQuestions(sheet)} onGoTo={onGoTo} />
      <div className="btn-row">
        <button type="button" className="btn" onClick={onBack}>
          Back to the exam
        </button>
        <button type="button" className="btn btn-primary" onClick={onSubmit}>
          Submit
        </button>
      </div>
    </section>
  );
}
