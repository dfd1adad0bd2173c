import { memo } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import type { McqExam } from '../../../content/schema';
import { StimulusBlock } from '../../../exam/stimulus-block';
import { bookletQuestionId } from '../reveal-question';
import styles from './mcq.module.css';

/**
 * The booklet as HTML from the same content as the PDF: each set's stimulus with its source line, then its questions.
 * Memoized: the exam screen re-renders on every answer, save and clock tick, and the booklet (55 questions) never
 * changes with them. Not in the prerendered page: the exam screen builds it the first time it is shown. Mixed text
 * is one template string, so each line is one text node
 * (docs/decisions.md#one-text-node-per-line).
 */
export const HtmlBooklet = memo(function HtmlBooklet({ exam }: { exam: McqExam }) {
  return (
    <div id={`booklet-${exam.id}`} className={styles.booklet}>
      {exam.sets.map((set) => {
        const first = set.questions[0]!;
        const last = set.questions.at(-1)!;
        return (
          <section key={set.id} className={styles.set} aria-labelledby={`${set.id}-lead`}>
            <p id={`${set.id}-lead`} className={styles.setLead}>
              {`Questions ${first.number}–${last.number} refer to the following.`}
            </p>
            <StimulusBlock stimulus={set.stimulus} headingLevel={3} />
            <ol className={styles.questions} start={first.number}>
              {set.questions.map((q) => (
                <li key={q.id} id={bookletQuestionId(q.number - 1)} className={styles.bookletQuestion}>
                  <p className={styles.questionText}>{q.question}</p>
                  <ul className={styles.bookletOptions}>
                    {q.options.map((option, i) => (
                      <li key={i}>{`(${OPTION_LETTERS[i]}) ${option}`}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
});
