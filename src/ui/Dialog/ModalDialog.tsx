import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import styled from 'styled-components';
import { Backdrop, Surface } from '../Popover/surface.ts';
import { useDismissableFloating, type OverlayProps } from '../Popover/useDismissableFloating.ts';

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
export function ModalDialog({ initialFocus, children, ...overlay }: OverlayProps) {
  const { context, panelProps } = useDismissableFloating(overlay);
  return (
    <FloatingPortal>
      <Centre lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus}>
          <Panel {...panelProps}>{children}</Panel>
        </FloatingFocusManager>
      </Centre>
    </FloatingPortal>
  );
}
