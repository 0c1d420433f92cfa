import { ISLAND } from '../../islands/attributes.ts';
import { openEstimate } from '../estimate.ts';

/**
 * Every pre-rendered estimate button opens the page's estimate form: one listener for the whole
 * page, and the form's code loads on the first press. Buttons inside a hydrated island open it
 * themselves, through the same opener.
 */
export function estimateButtons(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      'button[data-intent="estimate"]',
    );
    if (!button || button.closest(`[${ISLAND.hydrated}]`)) return;
    openEstimate(button);
  });
}
