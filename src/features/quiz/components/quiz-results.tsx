import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { OPTION_LETTERS } from '../../../content/option-letters';
import { StimulusBlock } from '../../../exam/stimulus-block';
import { PATHS } from '../../../shared/paths';
import { scoreQuiz, verdict, type FlatQuestion } from '../quiz-state';
import styles from './quiz.module.css';

interface QuizResultsProps {
  questions: readonly FlatQuestion[];
  answers: readonly (number | null)[];
  /** The unit the quiz belongs to: 'Go Back to Unit' returns there. */
  unit: number;
  onRestart?: () => void;
}

/** Every question with its verdict and explanation, its stimulus collapsed (open, a phone's page ran to ~13,700 px). */
export function QuizResults({ questions, answers, unit, onRestart }: QuizResultsProps) {
  const [wrongOnly, setWrongOnly] = useState(false);
  const score = scoreQuiz(questions, answers);
  const shown = questions.map((question, i) => ({ question, i, answer: answers[i] ?? null })).filter(({ question, answer }) => !wrongOnly || verdict(question, answer) !== 'Correct!');
  return (
    <section aria-labelledby="quiz-results-heading">
      <h2 id="quiz-results-heading">
        Your score: {score} out of {questions.length}
      </h2>
      <label className={styles.filter}>
        <input type="checkbox" checked={wrongOnly} onChange={(event) => setWrongOnly(event.target.checked)} />
        Show wrong only
      </label>
      {shown.length === 0 ? <p>Every answer is correct.</p> : null}
      <ol className={styles.results}>
        {shown.map(({ question, i, answer }) => {
          const result = verdict(question, answer);
          return (
            <li key={question.id} className={`card ${styles.result}`}>
              <p className={styles.legend}>{`${i + 1}. ${question.question}`}</p>
              <p className={result === 'Correct!' ? styles.correct : styles.incorrect}>{result}</p>
              <p>
                <strong>Correct answer:</strong> {`${OPTION_LETTERS[question.answer]}) ${question.options[question.answer]}`}
              </p>
              {answer !== null && answer !== question.answer ? (
                <p>
                  <strong>Your answer:</strong> {`${OPTION_LETTERS[answer]}) ${question.options[answer]}`}
                </p>
              ) : null}
              <p className="muted">{question.explanation}</p>
              <details className={styles.source}>
                <summary>{`Source: ${question.stimulus.title}`}</summary>
                <StimulusBlock stimulus={question.stimulus} headingLevel={3} />
              </details>
            </li>
          );
        })}
      </ol>
      <div className="btn-row">
        <Link to={PATHS.unit} params={{ unitId: unit }} className="btn btn-primary">
          Go Back to Unit
        </Link>
        {onRestart ? (
          <button type="button" className="btn" onClick={onRestart}>
            Try the quiz again
          </button>
        ) : null}
      </div>
    </section>
  );
}
