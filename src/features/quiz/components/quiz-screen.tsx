import { Link } from '@tanstack/react-router';
import { useMemo, useReducer } from 'react';
import type { Quiz } from '../../../content/schema';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { flattenQuiz, initialQuizState, quizReducer } from '../quiz-state';
import { QuestionCard } from './question-card';
import { QuizResults } from './quiz-results';
import styles from './quiz.module.css';

/** A unit's stimulus quiz (docs/product.md#quiz); `unit` is the unit it belongs to, for the links back. */
export function QuizScreen({ quiz, unit }: { quiz: Quiz; unit: number }) {
  const questions = useMemo(() => flattenQuiz(quiz), [quiz]);
  const [state, dispatch] = useReducer(quizReducer, questions.length, initialQuizState);
  const question = questions[state.index]!;
  const chosen = state.answers[state.index] ?? null;
  const isLast = state.index === questions.length - 1;

  return (
    <Page title={quiz.title} documentTitle={`Unit ${unit} Quiz`}>
      <div className={styles.backRow}>
        <Link to={PATHS.unit} params={{ unitId: unit }} className="btn">
          ← Back to Unit {unit}
        </Link>
      </div>
      {state.submitted ? (
        <QuizResults questions={questions} answers={state.answers} unit={unit} onRestart={() => dispatch({ type: 'restart' })} />
      ) : (
        <>
          <p className={styles.progress} aria-live="polite">
            Question {state.index + 1} of {questions.length}
          </p>
          <progress className={styles.progressBar} max={questions.length} value={state.index + 1} aria-hidden="true" />
          <QuestionCard
            key={question.id}
            question={question}
            number={state.index + 1}
            chosen={chosen}
            crossed={state.crossed[state.index] ?? []}
            onSelect={(option) => dispatch({ type: 'select', option })}
            onToggleCross={(option) => dispatch({ type: 'toggleCross', option })}
          />
          <div className={`btn-row ${styles.nav}`}>
            <button type="button" className="btn" disabled={state.index === 0} onClick={() => dispatch({ type: 'back' })}>
              Back
            </button>
            {isLast ? (
              <button type="button" className="btn btn-primary" disabled={chosen === null} onClick={() => dispatch({ type: 'submit' })}>
                Submit
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={chosen === null} onClick={() => dispatch({ type: 'next' })}>
                Next
              </button>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
