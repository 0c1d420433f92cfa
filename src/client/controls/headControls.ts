import { carousels } from './carousel.ts';
import { tabs } from './tabs.ts';

/**
 * The controls that only script answers (tabs, carousels). A built page runs them from its head
 * as a classic inline script (src/entry-head-controls.ts, bundled by scripts/lib/build/asset-tags.ts):
 * their listeners sit on the document before its body is parsed, so a press on a tab or a dot is
 * answered at once, even while the rest of the page, or any script file, is still on its way. The
 * menu, the FAQ items, the slider and the forms need no script to answer: the platform does.
 */
export function startTabsAndCarousels(root: Document = document): void {
  tabs(root);
  carousels(root);
}
