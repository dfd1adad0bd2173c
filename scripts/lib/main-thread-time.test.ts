import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM module without types
import { mainThreadAfterFirstPaint } from './main-thread-time.mjs';

const PID = 7;
const MAIN = 1;
const base = [
  { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: PID, tid: 2, ts: 0, args: { name: 'Compositor' } },
  { name: 'firstContentfulPaint', ph: 'R', pid: PID, tid: MAIN, ts: 100_000 },
];
/** A task of `wall` ms wall clock, of which `cpu` ms on the CPU, starting at `at` ms. */
const task = (at: number, wall: number, cpu: number, name = 'ThreadControllerImpl::RunTask', tid = MAIN) => ({
  name,
  ph: 'X',
  pid: PID,
  tid,
  ts: at * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('mainThreadAfterFirstPaint', () => {
  it('sums blocking time from CPU time, after the first paint, on the main thread, once per nested task', () => {
    const result = mainThreadAfterFirstPaint(
      [
        ...base,
        task(20, 60, 60), // before the first paint: ignored
        task(200, 40, 20), // 20 ms on the CPU: 80 ms slowed, 30 blocking
        task(200, 40, 20, 'RunTask'), // the same task under its other name: once
        task(300, 30, 30, 'ThreadControllerImpl::RunTask', 2), // another thread: ignored
        task(400, 10, 10), // 40 ms slowed: not blocking
      ],
      4,
    );
    expect(result).not.toBeNull();
    expect(result!.blockingCpuMs).toBeCloseTo(30);
    // Long tasks: 40 ms wall, 20 ms CPU, and 10 ms wall, 10 ms CPU: 20 of 50 ms off the CPU.
    expect(result!.offCpuShare).toBeCloseTo(0.4);
  });

  it('reports nothing for a trace without a first paint', () => {
    expect(mainThreadAfterFirstPaint([base[0]!, task(200, 40, 20)], 4)).toBeNull();
  });
});
