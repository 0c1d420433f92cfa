import { watchCarousels } from './carousel.ts';
import { compareSliders, syncCompareSliders } from './compareSlider.ts';
import { estimateForm } from './estimate.ts';
import { forms } from './forms.ts';
import { startTabsAndCarousels } from './headControls.ts';
import { menu } from './menu.ts';

/**
 * The controls a page's module starts once the document is parsed (entry-controls.ts): sliders,
 * the menu's extras, the estimate form and the forms. The tabs and carousels start earlier, from
 * the page's head (headControls.ts).
 */
export function startSliderMenuAndForms(root: Document = document): void {
  compareSliders(root);
  menu(root);
  estimateForm(root);
  forms(root);
}

const started = new WeakSet<Document>();

/**
 * Every control at once, where no page head started any (Storybook, the tests): one listener per
 * kind on the document answers every tab, carousel button, slider, menu link, estimate button and
 * form, whenever it was added.
 * Called again (Storybook, after each story renders), it only takes in new carousels and sliders.
 */
export function startEveryControl(root: Document = document): void {
  if (started.has(root)) return takeInNewControls(root);
  started.add(root);
  startTabsAndCarousels(root);
  startSliderMenuAndForms(root);
}

/** The carousels and sliders rendered since the controls started: rotation and the divider. */
function takeInNewControls(root: Document): void {
  watchCarousels(root);
  syncCompareSliders(root);
}
