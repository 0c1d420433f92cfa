import { CONTROL } from '../../ui/controlMarks.ts';
import { TAB } from './tabs.ts';

/** The controls that only script answers: the platform does the menu, FAQ, slider and forms. */
const SCRIPTED = `${TAB}, [${CONTROL.carousel}] button`;

interface EarlyPresses {
  /** The clicks and key presses on those controls, in order. */
  q: Event[];
  /** Stops keeping them. */
  stop: () => void;
}

declare global {
  interface Window {
    __earlyPresses?: EarlyPresses;
  }
}

/**
 * Inline in every page's head. The document is parsed and shown before a slow connection has
 * brought the controls' module, and a press on a tab or a carousel button then had no listener:
 * it was lost. This keeps such presses (only those: nothing is prevented) until the controls
 * start and answer them.
 */
export const earlyPressScript = `(function(){var q=[],d=document,s=${JSON.stringify(SCRIPTED)};function k(e){var t=e.target;if(t&&t.closest&&t.closest(s))q.push(e)}d.addEventListener('click',k,true);d.addEventListener('keydown',k,true);window.__earlyPresses={q:q,stop:function(){d.removeEventListener('click',k,true);d.removeEventListener('keydown',k,true)}}})();`;

/**
 * Once the controls listen: stops keeping presses and dispatches each kept one again, as an
 * event of the same kind and properties on the same element, if it is still on the page.
 */
export function replayEarlyPresses(): void {
  const early = window.__earlyPresses;
  if (!early) return;
  early.stop();
  delete window.__earlyPresses;
  for (const event of early.q) {
    const target = event.target;
    if (!(target instanceof Element) || !target.isConnected) continue;
    const Kind = event.constructor as new (type: string, init: Event) => Event;
    target.dispatchEvent(new Kind(event.type, event));
  }
}
