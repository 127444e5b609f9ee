/**
 * Runs `task` when the main thread is next idle (at the latest after
 * `timeoutMs`), or after a short timer where the browser has no idle
 * callbacks. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
