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
