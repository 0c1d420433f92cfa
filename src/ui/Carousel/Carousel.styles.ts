import styled from 'styled-components';
import { CONTROL } from '../controlAttributes.ts';

export const Viewport = styled.div`
  overflow: hidden;
`;

/** Slides sit in a row; `--index` and `--slide-ms` are set inline. */
export const Track = styled.div`
  display: flex;
  transform: translateX(calc(var(--index) * -100%));
  transition: transform var(--slide-ms) ease-in-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A block, not a grid: the track stretches every slide to the tallest, and the card fills that
 * with `height: 100%`. As a grid the slide measured its card again on every pass of the track's
 * layout: 4 ms of every layout of the section, against 0.2 ms as a block, the same height.
 */
export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  /* Room inside the clipping viewport for a small shadow around the slide's content. */
  padding: 0.5rem 1rem 1.25rem;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin-top: 0.5rem;
`;

export const RoundButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.navy};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  cursor: pointer;
  @media (hover: hover) {
    &:hover {
      background: ${({ theme }) => theme.color.navy};
      color: ${({ theme }) => theme.color.onDark};
    }
  }
  /* For reduced motion there is no rotation to pause. */
  @media (prefers-reduced-motion: reduce) {
    &[${CONTROL.carouselAction}='rotation'] {
      display: none;
    }
  }
`;

export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  margin-inline: 0.25rem;
`;

/** A 28 px target around a small visible dot; the current one is filled and wider. */
export const Dot = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border: 2px solid ${({ theme }) => theme.color.navy};
    border-radius: 999px;
    transition: width 0.2s ease;
  }
  &[aria-current='true']::before {
    width: 24px;
    background: ${({ theme }) => theme.color.navy};
  }
`;

/** The pause and play icons: the one for what the button would do now. */
export const RotationIcons = styled.span`
  display: contents;
  [data-playing='true'] & > svg:last-child,
  [data-playing='false'] & > svg:first-child {
    display: none;
  }
`;
