import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
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
function makeRoomBelow(anchor: HTMLElement, panel: HTMLElement): void {
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
 * Keeps the open popover's panel beside its button: below it if it fits, else above, right or
 * left, inside the viewport, following the button on scroll and resize. Returns the stop.
 */
export function anchorPanel(anchor: HTMLElement, panel: HTMLElement): () => void {
  makeRoomBelow(anchor, panel);
  const place = () =>
    computePosition(anchor, panel, {
      strategy: 'fixed',
      placement: 'bottom',
      middleware: [
        offset(POPOVER_OFFSET),
        flip({ fallbackPlacements: ['top', 'right', 'left'], padding: VIEWPORT_MARGIN }),
        // crossAxis: on a narrow screen no side fits, so let it cover the button rather than
        // leave the viewport.
        shift({ padding: VIEWPORT_MARGIN, crossAxis: true }),
        size({
          padding: VIEWPORT_MARGIN,
          apply({ availableHeight, elements }) {
            const room = Math.max(0, Math.floor(availableHeight));
            elements.floating.style.maxHeight = `min(80vh, ${room}px)`;
          },
        }),
      ],
    }).then(({ x, y, placement }) => {
      Object.assign(panel.style, { left: `${x}px`, top: `${y}px` });
      panel.dataset.placement = placement;
    });
  return autoUpdate(anchor, panel, () => void place());
}
