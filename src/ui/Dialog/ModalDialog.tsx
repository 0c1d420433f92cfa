import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import styled from 'styled-components';
import type { OverlayProps } from '../Popover/AnchoredPopover.tsx';
import { Backdrop, Surface } from '../Popover/surface.ts';
import { useDismissableFloating } from '../Popover/useDismissableFloating.ts';

const Centre = styled(Backdrop)`
  display: grid;
  place-items: center;
  padding: 16px;
`;

const Panel = styled(Surface)`
  width: min(560px, 100%);
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
`;

/**
 * A modal dialog centred over a dimmed, scroll-locked page. `anchor` is the element that
 * opened it; focus returns there when it closes.
 */
export function ModalDialog({
  anchor,
  labelledBy,
  onClose,
  initialFocus,
  testId,
  children,
}: OverlayProps) {
  const { context, setFloating, getFloatingProps } = useDismissableFloating(anchor, onClose);
  return (
    <FloatingPortal>
      <Centre lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus}>
          <Panel
            ref={setFloating}
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            data-testid={testId}
            {...getFloatingProps()}
          >
            {children}
          </Panel>
        </FloatingFocusManager>
      </Centre>
    </FloatingPortal>
  );
}
