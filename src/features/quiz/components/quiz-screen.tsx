import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIsClient } from '../../../shared/hooks/use-is-client';
import type { Quiz } from '../../../content/schema';
import { PATHS } from '../../../shared/paths';
import { Page } from '../../../shared/ui/page';
import { flattenQuiz } from '../quiz-state';
import type { QuizScore } from '../quiz-store';
import { useQuizProgress } from '../use-quiz-progress';
import { QuestionCard } from './question-card';
import { QuizResults } from './quiz-results';
import styles from './quiz.module.css';

const scoreText = (s: QuizScore) => `${s.score} out of ${s.total} (${new Date(s.at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })})`;

/** A unit's stimulus quiz (docs/product.md#quiz); `unit` is the unit it belongs to, for the links back. */
export function QuizScreen({ quiz, unit }: { quiz: Quiz; unit: number }) {
  const questions = useMemo(() => flattenQuiz(quiz), [quiz]);
  const { state, dispatch, loaded, history } = useQuizProgress(quiz.id, questions);
  const question = questions[state.index]!;
  const chosen = state.answers[state.index] ?? null;
  const isLast = state.index === questions.length - 1;
  // Skip, Next and Submit are enabled in the HTML: a tap before the saved quiz is read is held by the page's boot
  // script and replayed once this nav stops being aria-busy (docs/decisions.md#one-replay-for-early-taps).
  const waiting = useIsClient() && !loaded;

  return (
    <Page title={quiz.title} documentTitle={`Unit ${unit} Quiz`}>
      <div className={styles.backRow}>
        <Link to={PATHS.unit} params={{ unitId: unit }} className="btn">
          ← Back to Unit {unit}
        </Link>
      </div>
      {history ? (
        <p className={`muted ${styles.history}`}>{`Last score: ${scoreText(history.last)}. Best: ${scoreText(history.best)}.`}</p>
      ) : null}
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
            disabled={!loaded}
          />
          <div className={`btn-row ${styles.nav}`} aria-busy={!loaded || undefined}>
            <button type="button" className="btn" disabled={waiting || state.index === 0} onClick={() => dispatch({ type: 'back' })}>
              Back
            </button>
            <button type="button" className="btn" disabled={waiting} onClick={() => dispatch({ type: 'skip' })}>
              Skip
            </button>
            {isLast ? (
              <button type="button" className="btn btn-primary" disabled={waiting || (loaded && chosen === null)} onClick={() => dispatch({ type: 'submit' })}>
                Submit
              </button>
            ) : (
              <button type="button" className="btn btn-primary" disabled={waiting || (loaded && chosen === null)} onClick={() => dispatch({ type: 'next' })}>
                Next
              </button>
            )}
          </div>
        </>
      )}
    </Page>
  );
}
