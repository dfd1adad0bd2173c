import { useState } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import { StimulusBlock } from '../../../exam/stimulus-block';
import { EXAM } from '../exam-data';
import type { AttemptRecord } from '../stored-shapes';
import styles from './mcq.module.css';

type Filter = 'all' | 'wrong' | 'flagged';
const FILTERS: { id: Filter; label: string }[] = [
  { id: 'all', label: 'All questions' },
  { id: 'wrong', label: 'Wrong only' },
  { id: 'flagged', label: 'Flagged' },
];

/** Every question with its stimulus, the student's answer, the key and the explanation; filterable. */
export function QuestionReview({ record }: { record: AttemptRecord }) {
  const [filter, setFilter] = useState<Filter>('all');
  const keep = (index: number) => {
    if (filter === 'flagged') return record.flags[index] === true;
    if (filter === 'wrong') return record.answers[index] !== record.key[index];
    return true;
  };
  const sets = EXAM.sets.map((set) => ({ set, questions: set.questions.filter((q) => keep(q.number - 1)) })).filter((s) => s.questions.length);
  const shown = sets.reduce((n, s) => n + s.questions.length, 0);

  return (
    <section aria-labelledby="review-title" className={styles.review}>
      <h2 id="review-title">Review</h2>
      <fieldset className={styles.filter}>
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map((f) => (
          <label key={f.id} className={styles.filterOption}>
            <input type="radio" name="review-filter" checked={filter === f.id} onChange={() => setFilter(f.id)} />
            {f.label}
          </label>
        ))}
      </fieldset>
      <p role="status" className="muted">
        {shown === 1 ? '1 question shown' : `${shown} questions shown`}
      </p>
      {sets.map(({ set, questions }) => (
        <article key={set.id} className={styles.reviewSet}>
          <StimulusBlock stimulus={set.stimulus} headingLevel={3} />
          {questions.map((q) => {
            const i = q.number - 1;
            const answer = record.answers[i] ?? null;
            const key = record.key[i] ?? q.answer;
            const verdict = answer === null ? 'Unanswered' : answer === key ? 'Correct' : 'Wrong';
            return (
              <div key={q.id} className={styles.reviewQuestion}>
                <h4 className={styles.reviewTitle}>
                  Question {q.number}
                  {record.flags[i] ? <span className={styles.flaggedTag}> · Flagged</span> : null}
                  <span className={verdict === 'Correct' ? styles.resultCorrect : styles.resultWrong}> · {verdict}</span>
                </h4>
                <p className={styles.questionText}>{q.question}</p>
                <ul className={styles.reviewOptions}>
                  {q.options.map((option, o) => (
                    <li key={o} className={`${o === key ? styles.optionKey : ''} ${o === answer && o !== key ? styles.optionWrong : ''}`}>
                      ({OPTION_LETTERS[o]}) {option}
                      {o === key ? <strong> — correct answer</strong> : null}
                      {o === answer ? <strong> — your answer</strong> : null}
                    </li>
                  ))}
                </ul>
                <p className="muted">{q.explanation}</p>
              </div>
            );
          })}
        </article>
      ))}
    </section>
  );
}
