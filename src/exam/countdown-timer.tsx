import type { CountdownView } from './countdown';
import styles from './countdown-timer.module.css';

interface CountdownTimerProps {
  view: CountdownView;
  minutes: number;
  hidden: boolean;
  disabled: boolean;
  /** What the note says at 00:00 (the MCQ submits; an essay is kept). */
  timeUpText: string;
  onStart(): void;
  onStop(): void;
  onReset(): void;
  onHide(hidden: boolean): void;
}

/** An exam countdown as on test day (docs/product.md#dbq-and-leq), showing a stored clock. */
export function CountdownTimer({ view, minutes, hidden, disabled, timeUpText, onStart, onStop, onReset, onHide }: CountdownTimerProps) {
  return (
    <div role="group" aria-label="Timer" className={styles.timer}>
      <span role="timer" aria-label="Time left" className={`${styles.clock} ${view.warning ? styles.warning : ''}`}>
        {hidden ? <span className={styles.hiddenTime}>Time hidden</span> : view.display}
      </span>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-small" disabled={disabled || view.running || view.timeUp} onClick={onStart}>
          Start
        </button>
        <button type="button" className="btn btn-small" disabled={disabled || !view.running} onClick={onStop}>
          Stop
        </button>
        <button type="button" className="btn btn-small" disabled={disabled} onClick={onReset}>
          Reset
        </button>
        <button type="button" className="btn btn-small" aria-pressed={hidden} onClick={() => onHide(!hidden)}>
          Hide time
        </button>
      </div>
      <span className={styles.limit}>{minutes}-minute countdown</span>
      <p className={styles.note} aria-live="polite">
        {view.timeUp ? timeUpText : view.warning ? '5 minutes left.' : ''}
      </p>
    </div>
  );
}
