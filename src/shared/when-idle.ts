/**
 * Runs `task` once the browser is idle (after the page's own start-up work: hydration, the first effects), or after
 * `timeoutMs` at most; soon where requestIdleCallback is missing. Returns how to cancel it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 300);
  return () => clearTimeout(id);
}
