import { countdownInProgress, type SheetAction, type TimerState } from '../sheet-state';
import type { TimerView } from '../timer-view';
import styles from './mcq.module.css';
import { useIsClient } from '../../../shared/hooks/use-is-client';

interface TimerPanelProps {
  timer: TimerState;
  view: TimerView;
  locked: boolean;
  disabled: boolean;
  dispatch: (action: SheetAction) => void;
  minutes: number;
}

/** The question asked before Reset throws away a countdown's time (Cancel changes nothing). */
export const resetCountdownQuestion = (minutes: number) => `Reset the countdown to ${minutes}:00? The time used so far is lost.`;
export const EXAM_CONDITIONS_OFF_QUESTION = 'Turn off exam conditions? The countdown stops and the time used so far is lost.';

/**
 * The original's stopwatch and the "Exam conditions" countdown (docs/product.md#mcq-exam), in one row so that on a
 * phone header and bar take at most 15% of the screen. Start and Stop are one button: only one can be used at a time.
 */
export function TimerPanel({ timer, view, locked, disabled, dispatch, minutes }: TimerPanelProps) {
  const countdown = timer.mode === 'countdown';
  const off = disabled || locked;
  const client = useIsClient();
  const reset = () => {
    if (countdownInProgress(timer) && !window.confirm(resetCountdownQuestion(minutes))) return;
    dispatch({ type: 'timerReset' });
  };
  return (
    <div role="group" aria-label="Timer" className={styles.timer}>
      <span role="timer" aria-label={countdown ? 'Time left' : 'Time'} className={`${styles.clock} ${view.warning ? styles.clockWarning : ''}`}>
        {countdown && timer.hidden ? (
          <button type="button" className={styles.hiddenTime} aria-describedby="mcq-time-hidden-help" onClick={() => dispatch({ type: 'timerHidden', hidden: false })}>
            Time hidden
          </button>
        ) : (
          view.display
        )}
      </span>
      <span id="mcq-time-hidden-help" hidden>
        The time is hidden. Select to show it.
      </span>
      {view.running ? (
        <button type="button" className="btn btn-small" disabled={off} onClick={() => dispatch({ type: 'timerStop', now: Date.now() })}>
          Stop
        </button>
      ) : (
        // Enabled in the HTML: a tap before the sheet is open is held and replayed (docs/decisions.md#one-replay-for-early-taps).
        <button type="button" className="btn btn-small" disabled={client && off} onClick={() => dispatch({ type: 'timerStart', now: Date.now() })}>
          Start
        </button>
      )}
      <button type="button" className="btn btn-small" disabled={off} onClick={reset}>
        Reset
      </button>
      {countdown ? (
        <button type="button" className="btn btn-small" aria-pressed={timer.hidden} onClick={() => dispatch({ type: 'timerHidden', hidden: !timer.hidden })}>
          Hide time
        </button>
      ) : null}
    </div>
  );
}

/** 'Exam conditions': on starts the countdown at once; off, while a countdown has time on it, asks first. */
export function ExamConditionsToggle({ timer, disabled, dispatch, minutes }: { timer: TimerState; disabled: boolean; dispatch: (action: SheetAction) => void; minutes: number }) {
  return (
    <label className={styles.modeToggle}>
      <input
        type="checkbox"
        checked={timer.mode === 'countdown'}
        disabled={disabled}
        onChange={(event) => {
          const mode = event.target.checked ? 'countdown' : 'stopwatch';
          if (mode === 'stopwatch' && countdownInProgress(timer) && !window.confirm(EXAM_CONDITIONS_OFF_QUESTION)) return;
          dispatch({ type: 'timerMode', mode, now: Date.now() });
        }}
      />
      {`Exam conditions (${minutes}-minute countdown)`}
    </label>
  );
}
