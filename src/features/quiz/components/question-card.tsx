import type { FlatQuestion } from '../quiz-state';
import { OPTION_LETTERS } from '../../../content/option-letters';
import { StimulusBlock } from '../../../exam/stimulus-block';
import styles from './quiz.module.css';

interface QuestionCardProps {
  question: FlatQuestion;
  number: number;
  chosen: number | null;
  crossed: readonly number[];
  onSelect: (option: number) => void;
  onToggleCross: (option: number) => void;
}

/** One question with its stimulus: options are radio buttons, each with a cross-out toggle. */
export function QuestionCard({ question, number, chosen, crossed, onSelect, onToggleCross }: QuestionCardProps) {
  const name = `quiz-${question.id}`;
  return (
    <div className={styles.question}>
      <StimulusBlock stimulus={question.stimulus} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {number}. {question.question}
        </legend>
        <ul className={styles.options}>
          {question.options.map((option, index) => {
            const isCrossed = crossed.includes(index);
            const id = `${name}-${index}`;
            return (
              <li key={index} className={`${styles.option} ${isCrossed ? styles.crossed : ''} ${chosen === index ? styles.chosen : ''}`}>
                <input
                  type="radio"
                  id={id}
                  name={name}
                  checked={chosen === index}
                  disabled={isCrossed}
                  onChange={() => onSelect(index)}
                />
                <label htmlFor={id} className={styles.optionLabel}>
                  {OPTION_LETTERS[index]}) {option}
                </label>
                <button
                  type="button"
                  className={`btn btn-ghost btn-small ${styles.cross}`}
                  aria-pressed={isCrossed}
                  onClick={() => onToggleCross(index)}
                >
                  {isCrossed ? `Undo cross out ${OPTION_LETTERS[index]}` : `Cross out ${OPTION_LETTERS[index]}`}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
