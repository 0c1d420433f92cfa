import { ISLAND } from '../../islands/attributes.ts';
import { openEstimate, prepareEstimate } from '../estimate.ts';
import { whenIdle } from '../whenIdle.ts';

/**
 * Every pre-rendered estimate button opens the page's estimate form: one listener for the whole
 * page. The form is loaded and mounted once the page is idle, so a first press meets it live
 * (a press before then loads it). Buttons inside a hydrated island open it themselves, through
 * the same opener.
 */
export function estimateButtons(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button[data-intent$="estimate"]',
    );
    if (!button || button.closest(`[${ISLAND.hydrated}]`)) return;
    // The menu's button closes its menu: the form anchors to the menu's toggle, still in view.
    const menu = button.closest('[popover]');
    const toggle = menu && document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
    openEstimate(toggle ?? button);
  });
  if (root.querySelector('button[data-intent$="estimate"]'))
    whenIdle(() => void prepareEstimate().catch(() => undefined), { delayMs: 0 });
}
