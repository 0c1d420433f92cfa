import { FloatingOverlay } from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';

/** Stacking of the form layers: above the header (50), below the splash (1000). */
export const LAYER = { backdrop: 200, surface: 201 } as const;

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed page behind a popover or dialog; pressing it closes them. */
export const Backdrop = styled(FloatingOverlay)`
  z-index: ${LAYER.backdrop};
  background: rgba(19, 40, 61, 0.55);
`;

/**
 * The white card of a popover or dialog: a column whose content decides what scrolls when it
 * is taller than its room (e.g. a form's fields, between a fixed title and footer).
 */
export const Surface = styled.div`
  --panel-inline: clamp(1rem, 4vw, 1.5rem);
  z-index: ${LAYER.surface};
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 20px 50px rgba(19, 40, 61, 0.35);
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${appear} 160ms ease-out;
  }
`;
