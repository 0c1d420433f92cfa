import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  size,
} from '@floating-ui/react';
import type { MutableRefObject, ReactNode } from 'react';
import styled from 'styled-components';
import { Backdrop, Surface } from './surface.ts';
import { useDismissableFloating } from './useDismissableFloating.ts';

/** Gap between the trigger and the popover, and the room it keeps from the viewport edges. */
export const POPOVER_OFFSET = 12;
export const VIEWPORT_MARGIN = 16;

const Panel = styled(Surface)`
  width: 400px;
  max-width: min(90vw, calc(100vw - ${2 * VIEWPORT_MARGIN}px));
  max-height: 80vh;
`;

export interface OverlayProps {
  /** The element that opened it: the popover sits beside it, focus returns to it on close. */
  anchor: HTMLElement;
  /** Id of the visible title that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** The element to focus on open, usually the first field. */
  initialFocus?: MutableRefObject<HTMLElement | null>;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal popover anchored to its trigger: below it if it fits, else above, right or left,
 * kept inside the viewport and following the trigger on scroll and resize.
 */
export function AnchoredPopover({
  anchor,
  labelledBy,
  onClose,
  initialFocus,
  testId,
  children,
}: OverlayProps) {
  const { floatingStyles, context, placement, setFloating, getFloatingProps } =
    useDismissableFloating(anchor, onClose, {
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
  return (
    <FloatingPortal>
      <Backdrop />
      <FloatingFocusManager context={context} initialFocus={initialFocus}>
        <Panel
          ref={setFloating}
          style={floatingStyles}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          data-placement={placement}
          data-testid={testId}
          {...getFloatingProps()}
        >
          {children}
        </Panel>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
