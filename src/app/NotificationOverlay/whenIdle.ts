/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms), or soon after
 * where requestIdleCallback is missing (Safari). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}
