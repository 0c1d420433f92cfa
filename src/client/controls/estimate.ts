import { CONTROL, ESTIMATE_BUTTON } from '../../ui/controlAttributes.ts';
import { ESTIMATE_ANCHOR } from '../../forms/EstimateForm/popoverGeometry.ts';
import { keepRoomBelow } from './estimateRoom.ts';
import { toggleOf } from './menu.ts';

/** The browser places the popover itself (the panel's `position-try` rules); no script to fetch. */
const anchorsInCss = () =>
  typeof CSS !== 'undefined' && CSS.supports('position-area', 'bottom span-all');

type Positioner = typeof import('./estimatePosition.ts');

let positioner: Promise<Positioner> | undefined;
const loadPositioner = (): Promise<Positioner> => {
  positioner ??= import('./estimatePosition.ts').catch((error: unknown) => {
    positioner = undefined; // offline: the popover stays centred, its place without script
    throw error;
  });
  return positioner;
};

const OVERLAY = `[${CONTROL.estimateOverlay}]`;
const isOverlay = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.matches(OVERLAY);
/** The form a button opens: the element its `popovertarget` or `commandfor` names. */
const overlayOpenedBy = (button: HTMLElement) => {
  const id = button.getAttribute('popovertarget') ?? button.getAttribute('commandfor');
  const target = id ? button.ownerDocument.getElementById(id) : null;
  return isOverlay(target) ? target : null;
};
const isPopover = (overlay: HTMLElement) => overlay.hasAttribute('popover');
/** The popover's panel: the element that is the dialog inside the dimmed overlay. */
const panelOf = (overlay: HTMLElement) => overlay.querySelector<HTMLElement>('[role="dialog"]');

const isOpen = (overlay: HTMLElement) =>
  overlay instanceof HTMLDialogElement ? overlay.open : overlay.matches(':popover-open');

const stops = new WeakMap<HTMLElement, () => void>();
const openers = new WeakMap<HTMLElement, HTMLElement>();

/** Anchors the panel to its button in CSS: the style sheet places it and keeps it there. */
function anchorInCss(to: HTMLElement, panel: HTMLElement): () => void {
  const stopRoom = keepRoomBelow(to, panel);
  to.style.setProperty('anchor-name', ESTIMATE_ANCHOR);
  panel.dataset.anchored = '';
  return () => {
    stopRoom();
    to.style.removeProperty('anchor-name');
    delete panel.dataset.anchored;
  };
}

function anchor(overlay: HTMLElement, to: HTMLElement): void {
  const panel = panelOf(overlay);
  if (!panel) return;
  stops.get(overlay)?.();
  if (anchorsInCss()) {
    stops.set(overlay, anchorInCss(to, panel));
    return;
  }
  loadPositioner().then(
    ({ anchorPanel }) => {
      if (overlay.matches(':popover-open')) stops.set(overlay, anchorPanel(to, panel));
    },
    () => undefined,
  );
}

/** Opens the form from the phone menu: the menu closes, and its toggle stands in for the button. */
function leaveMenu(menu: HTMLElement): HTMLElement | null {
  const toggle = toggleOf(menu);
  if (menu.matches(':popover-open')) menu.hidePopover();
  toggle?.focus({ preventScroll: true });
  return toggle;
}

/**
 * The page's estimate form is in the page, closed, and the platform opens it (`popovertarget`,
 * the dialog's `command`), focuses its first field and closes it on Escape. With script, a
 * press opens it here instead, so that:
 * - the home page's popover sits beside the pressed button (CSS anchor positioning, or where the
 *   browser has none, Floating UI fetched as the page starts) and a press on the dim around it
 *   closes it;
 * - the phone menu's estimate button closes the menu first, and the form opens from the menu's
 *   toggle, which stays in view (and takes the focus back when the form closes);
 * - focus goes back to the button that opened it even when it was nowhere as the form closed
 *   (on the submit button, which is disabled while sending), where the platform would drop it.
 */
export function estimateForm(root: Document): void {
  const present = root.querySelector<HTMLElement>(OVERLAY);
  if (present && isPopover(present) && !anchorsInCss()) loadPositioner().catch(() => undefined);

  root.addEventListener('click', (event) => {
    // A press on the dim beside the popover's panel lands on the overlay itself.
    if (isOverlay(event.target) && isPopover(event.target)) {
      event.target.hidePopover();
      return;
    }
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(ESTIMATE_BUTTON);
    const overlay = button && overlayOpenedBy(button);
    if (!button || !overlay) return;
    event.preventDefault();
    const menu = button.closest<HTMLElement>('[popover]');
    const opener = (menu && menu !== overlay && leaveMenu(menu)) || button;
    openers.set(overlay, opener);
    if (isPopover(overlay)) {
      if (!overlay.matches(':popover-open')) overlay.showPopover();
      anchor(overlay, opener);
    } else if (overlay instanceof HTMLDialogElement && !overlay.open) {
      overlay.showModal();
    }
  });

  // `toggle` does not bubble: caught on its way down to the popover or dialog.
  root.addEventListener(
    'toggle',
    (event) => {
      const overlay = event.target;
      if (!isOverlay(overlay) || isOpen(overlay)) return;
      stops.get(overlay)?.();
      stops.delete(overlay);
      const focused = root.activeElement;
      if (!focused || focused === root.body) openers.get(overlay)?.focus({ preventScroll: true });
    },
    true,
  );
}
