/** A question's options as radio buttons, each with its eliminator ('Cross out A'): docs/product.md#quiz. */
import type { ReactNode } from 'react';
import { OPTION_LETTERS } from '../content/option-letters';
import { canChoose } from './option-marks';
import styles from './option-list.module.css';

interface OptionListProps {
  name: string;
  legend: ReactNode;
  options: readonly string[];
  chosen: number | null;
  crossed: readonly number[];
  onSelect: (option: number) => void;
  onToggleCross: (option: number) => void;
  /** Nothing can be chosen or crossed out (after Submit). */
  disabled?: boolean;
  /** False until the script runs: an option can be chosen from the HTML alone, crossing out needs the script. */
  eliminatorReady?: boolean;
  /** After scoring: the key's option, shown as the correct answer. */
  keyOption?: number | null;
}

export function OptionList({ name, legend, options, chosen, crossed, onSelect, onToggleCross, disabled = false, eliminatorReady = true, keyOption = null }: OptionListProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
        {options.map((option, index) => {
          const isCrossed = !canChoose(crossed, index);
          const id = `${name}-${index}`;
          const letter = OPTION_LETTERS[index];
          return (
            <li
              key={index}
              className={`${styles.option} ${isCrossed ? styles.crossed : ''} ${chosen === index ? styles.chosen : ''} ${keyOption === index ? styles.key : ''}`}
            >
              <input type="radio" id={id} name={name} checked={chosen === index} disabled={isCrossed} onChange={() => onSelect(index)} />
              <label htmlFor={id} className={styles.optionLabel}>
                {`${letter}) ${option}`}
                {keyOption === index ? <strong className={styles.keyTag}> (correct answer)</strong> : null}
              </label>
              <button type="button" className={`btn btn-ghost btn-small ${styles.cross}`} aria-pressed={isCrossed} disabled={!eliminatorReady} onClick={() => onToggleCross(index)}>
                {isCrossed ? `Undo cross out ${letter}` : `Cross out ${letter}`}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
