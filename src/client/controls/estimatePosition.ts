import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import { POPOVER_OFFSET, VIEWPORT_MARGIN } from '../../forms/EstimateForm/popoverGeometry.ts';
import { keepRoomBelow } from './estimateRoom.ts';

/**
 * Keeps the open popover's panel beside its button: below it if it fits, else above, right or
 * left, inside the viewport, following the button on scroll and resize. Returns the stop. For
 * browsers without CSS anchor positioning (estimate.ts), which does the same in the style sheet.
 */
export function anchorPanel(anchor: HTMLElement, panel: HTMLElement): () => void {
  const stopRoom = keepRoomBelow(anchor, panel);
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
  const stopPlacing = autoUpdate(anchor, panel, () => void place());
  return () => {
    stopRoom();
    stopPlacing();
  };
}
