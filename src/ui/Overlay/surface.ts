import { css, keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The dimmed page behind a popover or dialog. */
export const DIMMED = 'rgba(19, 40, 61, 0.55)';

/**
 * The white card of a popover or dialog: a column whose content decides what scrolls when it
 * is taller than its room (e.g. a form's fields, between a fixed title and footer). Shown as
 * a flex column only while open: a closed `<dialog>` keeps the platform's `display: none`.
 */
export const surface = css`
  --panel-inline: clamp(1rem, 4vw, 1.5rem);
  flex-direction: column;
  overflow: hidden;
  padding: 0;
  border: 0;
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
