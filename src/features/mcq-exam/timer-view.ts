/** What the timer shows at a moment, from the stored clock alone (no tick count): see docs/product.md#mcq-exam. */
import { elapsedMs, formatClock, isRunning } from '../../exam/clock';
import { countdownView, type CountdownView } from '../../exam/countdown';
import type { TimerState } from './sheet-state';

/** The stopwatch counts up (never warns, never ends); the countdown is the exams' shared one. */
export type TimerView = CountdownView;

export function timerView(timer: TimerState, now: number, limitMs: number, warningMs: number): TimerView {
  const running = isRunning(timer.clock);
  if (timer.mode === 'stopwatch') return { display: formatClock(elapsedMs(timer.clock, now)), running, warning: false, timeUp: false };
  return countdownView(timer.clock, now, limitMs, warningMs);
}
