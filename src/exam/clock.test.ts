import { describe, expect, it } from 'vitest';
import { STOPPED_CLOCK, deadline, elapsedMs, formatClock, remainingMs, startClock, stopClock } from './clock';

const MIN = 60_000;

describe('a clock that keeps a start time', () => {
  it('counts up from a stored start time, however long the page was away', () => {
    const started = startClock(STOPPED_CLOCK, 1_000);
    // No ticks in between: a reload two minutes later reads the same stored clock.
    expect(elapsedMs(started, 1_000 + 2 * MIN + 5_000)).toBe(2 * MIN + 5_000);
    expect(formatClock(elapsedMs(started, 1_000 + 2 * MIN + 5_400))).toBe('02:05');
  });

  it('banks time on Stop and adds to it after the next Start', () => {
    let clock = startClock(STOPPED_CLOCK, 0);
    clock = stopClock(clock, 30_000);
    expect(elapsedMs(clock, 999_999)).toBe(30_000);
    clock = startClock(clock, 100_000);
    expect(startClock(clock, 200_000)).toBe(clock); // Start while running changes nothing
    expect(elapsedMs(clock, 110_000)).toBe(40_000);
  });

  it('counts down to a deadline and never below zero', () => {
    const clock = startClock(STOPPED_CLOCK, 0);
    expect(deadline(clock, 55 * MIN)).toBe(55 * MIN);
    expect(formatClock(remainingMs(clock, 0, 55 * MIN), true)).toBe('55:00');
    expect(formatClock(remainingMs(clock, 50 * MIN + 500, 55 * MIN), true)).toBe('05:00');
    expect(remainingMs(clock, 56 * MIN, 55 * MIN)).toBe(0);
    expect(formatClock(remainingMs(clock, 55 * MIN - 1, 55 * MIN), true)).toBe('00:01');
    expect(deadline(stopClock(clock, MIN), 55 * MIN)).toBeNull();
  });

  it('shows minutes past an hour', () => {
    expect(formatClock(125 * MIN + 3_000)).toBe('125:03');
  });
});
