import { POPOVER_OFFSET, VIEWPORT_MARGIN } from '../../forms/EstimateForm/popoverGeometry.ts';

const SLACK = 8;

/** Whether the element scrolls with the page (no fixed or sticky ancestor holds it in place). */
function movesWithPage(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

/**
 * When the panel would not fit below its button but scrolling the page can make the room,
 * scrolls just enough (keeping the button under the fixed header), so the popover opens below
 * its button instead of flipping over the content above it.
 */
export function makeRoomBelow(anchor: HTMLElement, panel: HTMLElement): void {
  if (!movesWithPage(anchor)) return;
  const button = anchor.getBoundingClientRect();
  // A few pixels to spare, so rounding never makes the popover miss the room by one.
  const need = panel.offsetHeight + POPOVER_OFFSET + VIEWPORT_MARGIN + SLACK;
  const shortBy = need - (window.innerHeight - button.bottom);
  if (shortBy <= 0) return;
  const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const by = Math.min(shortBy, button.top - header - VIEWPORT_MARGIN);
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * Makes room below now, and again each time an animation or transition of the button or a box
 * around it ends: the page's opening animation can still be growing a section (scale 0.98 to 1),
 * which moves the button down after the room was made and left the panel a few pixels short
 * (8 px from its button, not 12, in Firefox ESR 140). Returns the stop.
 */
export function keepRoomBelow(anchor: HTMLElement, panel: HTMLElement): () => void {
  makeRoomBelow(anchor, panel);
  const settled = (event: Event) => {
    if (event.target instanceof Node && event.target.contains(anchor)) makeRoomBelow(anchor, panel);
  };
  const events = ['animationend', 'animationcancel', 'transitionend', 'transitioncancel'];
  for (const type of events) document.addEventListener(type, settled, true);
  return () => {
    for (const type of events) document.removeEventListener(type, settled, true);
  };
}
