/** How long after the load event the live connection waits before looking for an idle moment. */
export const IDLE_AFTER_LOAD_MS = 3000;

interface IdleOptions {
  /** Wait this long after the load event before looking for an idle moment. */
  delayMs?: number;
  /** Run at the latest this long after the wait, idle or not. */
  timeout?: number;
}

/**
 * Runs `task` once the page has loaded, then waited `delayMs`, then found the browser idle (at
 * the latest `timeout` ms later; Safari, without requestIdleCallback, runs it then). Waiting for
 * load keeps what it fetches out of the page's own load. Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { delayMs = IDLE_AFTER_LOAD_MS, timeout = 4000 }: IdleOptions = {},
): () => void {
  let cancelStep = () => {};
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancelStep = () => window.cancelIdleCallback(id);
    } else task();
  };
  const afterLoad = () => {
    const id = window.setTimeout(onIdle, delayMs);
    cancelStep = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') afterLoad();
  else {
    window.addEventListener('load', afterLoad, { once: true });
    cancelStep = () => window.removeEventListener('load', afterLoad);
  }
  return () => cancelStep();
}
