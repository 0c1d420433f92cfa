import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
} from '@floating-ui/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Backdrop, Surface } from './surface.ts';
import { useDismissableFloating, type OverlayProps } from './useDismissableFloating.ts';
import { useRoomBelow } from './useRoomBelow.ts';

/** Gap between the trigger and the popover, and the room it keeps from the viewport edges. */
export const POPOVER_OFFSET = 12;
export const VIEWPORT_MARGIN = 16;

const Panel = styled(Surface)`
  width: 400px;
  max-width: min(90vw, calc(100vw - ${2 * VIEWPORT_MARGIN}px));
  max-height: 80vh;
`;

/**
 * A modal popover anchored to its trigger: below it if it fits, else above, right or left,
 * kept inside the viewport and following the trigger on scroll and resize. Its content lays
 * itself out in the height it is given (see Surface).
 */
export function AnchoredPopover({ initialFocus, children, ...overlay }: OverlayProps) {
  const { floatingStyles, context, placement, panelProps, elements, isPositioned } =
    useDismissableFloating(overlay, {
      placement: 'bottom',
      whileElementsMounted: autoUpdate,
      middleware: [
        offset(POPOVER_OFFSET),
        flip({ fallbackPlacements: ['top', 'right', 'left'], padding: VIEWPORT_MARGIN }),
        // crossAxis: on a narrow screen no side fits, so let it cover the trigger rather than
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
    });
  useRoomBelow(overlay.anchor, elements.floating, { gap: POPOVER_OFFSET, margin: VIEWPORT_MARGIN });
  // Until its first position is known the panel waits, unseen, at the page's top-left corner.
  // Focusing a field there would scroll the page away from the button (on a slow phone the
  // focus can come first), so focus moves in only once the panel is in place, without scrolling.
  useEffect(() => {
    if (isPositioned) (initialFocus?.current ?? elements.floating)?.focus({ preventScroll: true });
  }, [isPositioned, initialFocus, elements.floating]);
  const style = isPositioned
    ? floatingStyles
    : { ...floatingStyles, visibility: 'hidden' as const };
  return (
    <FloatingPortal>
      <Backdrop />
      <FloatingFocusManager context={context} initialFocus={-1}>
        <Panel {...panelProps} style={style} data-placement={placement}>
          {children}
        </Panel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
