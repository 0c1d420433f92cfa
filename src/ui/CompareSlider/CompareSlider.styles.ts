import styled from 'styled-components';
import { CONTROL } from '../controlAttributes.ts';

/** The frame reads the divider position from `--position` (a percentage set inline). */
export const Pictures = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surfaceAlt};
  user-select: none;
  -webkit-user-select: none;
`;

export const Layer = styled.div`
  position: absolute;
  inset: 0;
  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
    pointer-events: none;
    -webkit-user-drag: none;
  }
`;

/** The after picture lies over the before one and is cut away left of the divider. */
export const AfterLayer = styled(Layer)`
  clip-path: inset(0 0 0 var(--position));
`;

export const Tag = styled.span<{ $side: 'before' | 'after' }>`
  position: absolute;
  top: 0.75rem;
  ${({ $side }) => ($side === 'before' ? 'left: 0.75rem;' : 'right: 0.75rem;')}
  padding: 0.2rem 0.6rem;
  border-radius: 999px;
  background: rgba(19, 40, 61, 0.85);
  color: ${({ theme }) => theme.color.onDark};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const Divider = styled.div`
  position: absolute;
  inset-block: 0;
  left: var(--position);
  width: 3px;
  transform: translateX(-50%);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 0 6px rgba(0, 0, 0, 0.45);
`;

export const Handle = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  transform: translate(-50%, -50%);
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.navy};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  box-shadow: 0 2px 10px rgba(0, 0, 0, 0.35);
  [${CONTROL.compare}]:has(input:focus-visible) & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    /* A white ring between handle and outline keeps the focus visible on dark photos too. */
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.surface};
  }
`;

/**
 * The slider itself: a transparent range input over the whole frame. Its thumb is a thin line,
 * so the value a press picks is the point pressed; the handle drawn above shows where it is.
 */
const thumb = `
  width: 2px;
  height: 100%;
  border: 0;
  background: transparent;
  appearance: none;
`;

export const Range = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  background: transparent;
  opacity: 0;
  cursor: ew-resize;
  appearance: none;
  /* Vertical swipes still scroll the page; sideways drags move the divider. */
  touch-action: pan-y;
  &::-webkit-slider-runnable-track {
    height: 100%;
    background: transparent;
  }
  &::-webkit-slider-thumb {
    ${thumb}
  }
  &::-moz-range-thumb {
    ${thumb}
  }
  &::-moz-range-track {
    background: transparent;
  }
`;
