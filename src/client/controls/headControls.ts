import { carousels, watchCarousels } from './carousel.ts';
import { tabs } from './tabs.ts';

declare global {
  interface Window {
    /** Set by a built page's head: its tabs and carousels are answered from there. */
    __headControls?: true;
  }
}

/**
 * The controls that only script answers (tabs, carousels), run from a built page's head as a
 * classic inline script (scripts/lib/build/asset-tags.ts): their listeners sit on the document
 * before its body is parsed, so a press on a tab or a dot is answered at once, even while the
 * rest of the page, or the controls' module, is still on its way. The menu, the FAQ items, the
 * slider and the forms need no script to answer: the platform does.
 */
export function startHeadControls(): void {
  window.__headControls = true;
  tabs(document);
  carousels(document);
  document.addEventListener('DOMContentLoaded', () => watchCarousels(document), { once: true });
}
