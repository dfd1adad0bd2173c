/** What the timer shows at a moment, from the stored clock alone (no tick count): see docs/product.md#mcq-exam. */
import { elapsedMs, formatClock, isRunning, remainingMs } from '../../exam/clock';
import type { TimerState } from './sheet-state';

export interface TimerView {
  /** mm:ss: time counted up (stopwatch) or left (countdown). */
  display: string;
  running: boolean;
  /** Countdown with time left at or below the warning (and above zero). */
  warning: boolean;
  /** Countdown started and reached 00:00: the sheet submits itself. */
  timeUp: boolean;
}

export function timerView(timer: TimerState, now: number, limitMs: number, warningMs: number): TimerView {
  const running = isRunning(timer.clock);
  if (timer.mode === 'stopwatch') return { display: formatClock(elapsedMs(timer.clock, now)), running, warning: false, timeUp: false };
  const left = remainingMs(timer.clock, now, limitMs);
  const started = running || timer.clock.bankedMs > 0;
  return { display: formatClock(left, true), running, warning: started && left > 0 && left <= warningMs, timeUp: started && left === 0 };
}
