import type { LeqSet } from '../../../content/schema';
import styles from './free-response.module.css';

const SPANS = { '1-3': 'Periods 1–3', '4-6': 'Periods 4–6', '7-9': 'Periods 7–9' } as const;

interface LeqPromptsProps {
  set: LeqSet;
  choice: number | null;
  disabled: boolean;
  onChoose(choice: number): void;
}

/** The set's three prompts as a radio group named 'Choose a prompt' (docs/product.md#dbq-and-leq). */
export function LeqPrompts({ set, choice, disabled, onChoose }: LeqPromptsProps) {
  return (
    <div className={styles.paper}>
      <h2>Long Essay Question: {set.title}</h2>
      <p className="muted">
        Suggested writing time: 40 minutes. Answer one prompt. In your response you should do the following: state a thesis; describe a broader
        historical context; support an argument with specific and relevant evidence; and use historical reasoning ({set.title.toLowerCase()}) to
        frame the argument, showing a complex understanding.
      </p>
      <fieldset className={styles.choices} disabled={disabled}>
        <legend>Choose a prompt</legend>
        {set.prompts.map((prompt, i) => (
          <label key={prompt.id} className={styles.choice}>
            <input type="radio" name={`leq-${set.id}`} value={prompt.id} checked={choice === i} onChange={() => onChoose(i)} />
            <span>
              <strong>
                Question {i + 2} ({SPANS[prompt.span]})
              </strong>
              <br />
              {prompt.question}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
