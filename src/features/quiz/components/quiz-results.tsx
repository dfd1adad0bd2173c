import { Link } from '@tanstack/react-router';
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

/** Every question with its stimulus, the correct option, the student's wrong choice, a verdict and the explanation. */
export function QuizResults({ questions, answers, unit, onRestart }: QuizResultsProps) {
  const score = scoreQuiz(questions, answers);
  return (
    <section aria-labelledby="quiz-results-heading">
      <h2 id="quiz-results-heading">
        Your score: {score} out of {questions.length}
      </h2>
      <ol className={styles.results}>
        {questions.map((question, i) => {
          const answer = answers[i] ?? null;
          const result = verdict(question, answer);
          return (
            <li key={question.id} className={`card ${styles.result}`}>
              <StimulusBlock stimulus={question.stimulus} headingLevel={3} />
              <p className={styles.legend}>
                {i + 1}. {question.question}
              </p>
              <p className={result === 'Correct!' ? styles.correct : styles.incorrect}>{result}</p>
              <p>
                <strong>Correct answer:</strong> {OPTION_LETTERS[question.answer]}) {question.options[question.answer]}
              </p>
              {answer !== null && answer !== question.answer ? (
                <p>
                  <strong>Your answer:</strong> {OPTION_LETTERS[answer]}) {question.options[answer]}
                </p>
              ) : null}
              <p className="muted">{question.explanation}</p>
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
