/** Types for main-thread-time.mjs (plain JavaScript, run by Node in the benchmark). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
export function mainThreadAfterFirstPaint(events: readonly TraceEvent[], slowdown: number): { blockingCpuMs: number; offCpuShare: number } | null;
