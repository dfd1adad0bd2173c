/**
 * A timer that keeps a start time, never a tick count, so a reload or a throttled tab neither loses nor freezes
 * time (docs/decisions.md#timers-keep-a-start-time). A countdown is the same clock with a duration.
 */
export interface Clock {
  /** Epoch ms of the last Start, or null while stopped. */
  startedAt: number | null;
  bankedMs: number;
}

export const STOPPED_CLOCK: Clock = { startedAt: null, bankedMs: 0 };

export function isRunning(clock: Clock): boolean {
  return clock.startedAt !== null;
}

export function elapsedMs(clock: Clock, now: number): number {
  return clock.bankedMs + (clock.startedAt === null ? 0 : Math.max(0, now - clock.startedAt));
}

export function startClock(clock: Clock, now: number): Clock {
  return clock.startedAt === null ? { ...clock, startedAt: now } : clock;
}

export function stopClock(clock: Clock, now: number): Clock {
  return clock.startedAt === null ? clock : { startedAt: null, bankedMs: elapsedMs(clock, now) };
}

export function remainingMs(clock: Clock, now: number, durationMs: number): number {
  return Math.max(0, durationMs - elapsedMs(clock, now));
}

/** The epoch ms at which a running countdown reaches zero, or null while stopped. */
export function deadline(clock: Clock, durationMs: number): number | null {
  return clock.startedAt === null ? null : clock.startedAt + durationMs - clock.bankedMs;
}

/** mm:ss (minutes may pass 59). A countdown rounds up, so it shows 00:00 only when time is up. */
export function formatClock(ms: number, roundUp = false): string {
  const seconds = roundUp ? Math.ceil(ms / 1000) : Math.floor(ms / 1000);
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
