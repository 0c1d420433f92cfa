import { carousels, watchCarousels } from './carousel.ts';
import { compareSliders, syncCompareSliders } from './compareSlider.ts';
import { estimateForm } from './estimate.ts';
import { forms } from './forms.ts';
import { menu } from './menu.ts';
import { tabs } from './tabs.ts';

const started = new WeakSet<Document>();

/**
 * The page's controls, live from the moment the runtime runs: one listener per kind on the
 * document answers every tab, carousel button, slider, menu link, estimate button and form,
 * whenever it was added.
 * Called again (Storybook, after each story renders), it only takes in new carousels and sliders.
 */
export function startControls(root: Document = document): void {
  if (started.has(root)) {
    watchCarousels(root);
    syncCompareSliders(root);
    return;
  }
  started.add(root);
  // A built page answers these from its head already (headControls.ts).
  if (!root.defaultView?.__headControls) {
    tabs(root);
    carousels(root);
  }
  compareSliders(root);
  menu(root);
  estimateForm(root);
  forms(root);
}
