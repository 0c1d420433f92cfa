/** The latest press to bring into step, for each control whose markup is still arriving. */
const pending = new WeakMap<Element, () => void>();

/**
 * Answers a press again each time the page's parser adds to `control`, until the document is
 * parsed. On a slow connection a visitor can press a tab or a carousel button while the rest of
 * that control (the panels, the other dots, the announcement) is still on its way, and those
 * parts arrive as pre-rendered, for the default tab or slide. `bringIntoStep` runs again after
 * its own changes to the text inside `control`, so it changes only what differs.
 */
export function keepPressWhileArriving(control: Element, bringIntoStep: () => void): void {
  const document = control.ownerDocument;
  if (document.readyState !== 'loading') return;
  const observing = pending.has(control);
  pending.set(control, bringIntoStep);
  if (observing) return;
  const observer = new MutationObserver(() => pending.get(control)?.());
  observer.observe(control, { childList: true, subtree: true });
  // 'interactive' comes as soon as the markup is parsed, before any deferred or module script.
  document.addEventListener(
    'readystatechange',
    () => {
      observer.disconnect();
      pending.get(control)?.();
      pending.delete(control);
    },
    { once: true },
  );
}
