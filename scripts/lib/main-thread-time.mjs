/**
 * Main-thread time after the first paint, from a Chromium trace (the one Lighthouse records). Lighthouse computes
 * Total Blocking Time from each task's wall-clock duration, multiplied by its CPU slowdown (4 on mobile). On a
 * machine with few cores a task's wall-clock time also counts the moments the main thread waited for a core, which
 * the page did not cause. So the benchmark also reports the same sum from each task's CPU time, and the share of
 * long tasks' time the thread spent off the CPU (see docs/performance.md#the-benchmark).
 */

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Lighthouse's blocking threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_MS = 50;
/** Tasks this long (wall clock, not slowed) or longer count towards the off-CPU share. */
const LONG_TASK_MS = 10;

/**
 * @param {Array<{name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any}>} events
 * @param {number} slowdown Lighthouse's CPU slowdown multiplier
 * @returns {{ blockingCpuMs: number, offCpuShare: number } | null} null when the trace has no first paint
 */
export function mainThreadAfterFirstPaint(events, slowdown) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const thread = events.find((event) => event.name === 'thread_name' && event.pid === fcp.pid && event.args?.name === 'CrRendererMain');
  if (!thread) return null;
  const tasks = events
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name) && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let blockingCpuMs = 0;
  let longWallMs = 0;
  let longCpuMs = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue; // nested in the task before (both names can wrap the same work)
    openUntil = task.ts + (task.dur ?? 0);
    if (task.ts < fcp.ts) continue;
    const wallMs = (task.dur ?? 0) / 1000;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    blockingCpuMs += Math.max(0, cpuMs * slowdown - BLOCKING_MS);
    if (wallMs >= LONG_TASK_MS) {
      longWallMs += wallMs;
      longCpuMs += cpuMs;
    }
  }
  return { blockingCpuMs, offCpuShare: longWallMs ? 1 - longCpuMs / longWallMs : 0 };
}
