/** How long after the load event the live connection waits before looking for an idle moment. */
export const IDLE_AFTER_LOAD_MS = 3000;

/**
 * Runs `task` once the page has loaded, then waited `IDLE_AFTER_LOAD_MS`, then found the browser
 * idle (at the latest `timeout` ms later; Safari, without requestIdleCallback, runs it then).
 * Waiting for load keeps the Realtime client out of the page's load entirely.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  let cancelStep = () => {};
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancelStep = () => window.cancelIdleCallback(id);
    } else task();
  };
  const afterLoad = () => {
    const id = window.setTimeout(onIdle, IDLE_AFTER_LOAD_MS);
    cancelStep = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancelStep();
}
