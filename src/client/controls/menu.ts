import { CONTROL } from '../../ui/controlAttributes.ts';

const menuOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${CONTROL.menu}][popover]`) : null;

/** The button that opens and closes `menu`. */
export const toggleOf = (menu: HTMLElement) =>
  menu.ownerDocument.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(menu.id)}"]`);

/** The toggle says whether its menu is open. */
const mirrorOpen = (menu: HTMLElement) =>
  toggleOf(menu)?.setAttribute('aria-expanded', String(menu.matches(':popover-open')));

/**
 * The phone menu is a native popover, open and closed by the platform; this adds what it leaves
 * out. Using a link or button in the menu closes it (an in-page link would leave it open; its
 * estimate button opens the form from the toggle: estimate.ts). Focus leaving
 * the menu for the page closes it too. The toggle says whether the menu is open.
 */
export function menu(root: Document): void {
  root.addEventListener('click', (event) => {
    const menu = menuOf(event.target);
    const used = (event.target as Element).closest?.('a, button');
    // A press on the dimmed page around the menu lands on the menu's own overlay.
    if (menu && (used || event.target === menu)) menu.hidePopover();
  });
  root.addEventListener('focusout', (event) => {
    const menu = menuOf(event.target);
    const next = event.relatedTarget;
    if (!menu || !(next instanceof Element) || menu.contains(next) || next === toggleOf(menu))
      return;
    if (menu.matches(':popover-open')) menu.hidePopover();
  });
  root.querySelectorAll<HTMLElement>(`[${CONTROL.menu}][popover]`).forEach(mirrorOpen);
  // `toggle` does not bubble: caught on its way down to the popover.
  root.addEventListener(
    'toggle',
    (event) => {
      const menu = menuOf(event.target);
      if (menu && event.target === menu) mirrorOpen(menu);
    },
    true,
  );
}
