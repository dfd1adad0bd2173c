import type { SheetState } from '../sheet-state';
import styles from './mcq.module.css';

/** Every question at a glance (docs/product.md#mcq-exam); each state is in the description too, for screen readers. */
export function QuestionNavigator({ id, sheet, onGoTo }: { id: string; sheet: SheetState; onGoTo: (question: number) => void }) {
  return (
    <nav id={id} aria-label="Question navigator" className={styles.navigator}>
      <p className={styles.navigatorKey}>
        <span className={`${styles.navChip} ${styles.navAnswered}`} aria-hidden="true" /> Answered
        <span className={styles.navChip} aria-hidden="true" /> Unanswered
        <span className={`${styles.navChip} ${styles.navMarked}`} aria-hidden="true" /> Marked for review
      </p>
      {/* Shared descriptions: each button points at the ones that apply. */}
      <span id={`${id}-answered`} hidden>
        answered
      </span>
      <span id={`${id}-unanswered`} hidden>
        unanswered
      </span>
      <span id={`${id}-marked`} hidden>
        marked for review
      </span>
      <ol className={styles.navigatorList}>
        {sheet.answers.map((answer, i) => {
          const marked = sheet.flags[i] ?? false;
          const describedBy = [answer === null ? `${id}-unanswered` : `${id}-answered`, marked ? `${id}-marked` : ''].filter(Boolean).join(' ');
          return (
            <li key={i}>
              <button
                type="button"
                className={`${styles.navChip} ${answer !== null ? styles.navAnswered : ''} ${marked ? styles.navMarked : ''}`}
                aria-label={`Go to question ${i + 1}`}
                aria-describedby={describedBy}
                aria-current={i === sheet.current ? 'step' : undefined}
                onClick={() => onGoTo(i)}
              >
                {i + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
