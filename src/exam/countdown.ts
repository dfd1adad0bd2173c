/** What an exam countdown shows at a moment, from its stored clock alone (docs/decisions.md#timers-keep-a-start-time). */
import { formatClock, isRunning, remainingMs, type Clock } from './clock';

export interface CountdownView {
  /** mm:ss left, rounded up: 00:00 only when time is up. */
  display: string;
  running: boolean;
  /** Started, with time left at or below the warning (and above zero). */
  warning: boolean;
  timeUp: boolean;
}

/** The warning the exams give: five minutes before the end. */
export const WARNING_MS = 5 * 60_000;

export function countdownView(clock: Clock, now: number, limitMs: number, warningMs = WARNING_MS): CountdownView {
  const running = isRunning(clock);
  const left = remainingMs(clock, now, limitMs);
  const started = running || clock.bankedMs > 0;
  return { display: formatClock(left, true), running, warning: started && left > 0 && left <= warningMs, timeUp: started && left === 0 };
}
