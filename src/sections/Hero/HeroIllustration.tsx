import styled from 'styled-components';
import type { Image } from '../../generated/content.ts';
import { Picture } from '../../ui/Picture/Picture.tsx';
import { colors } from '../../theme/tokens.ts';

// Beside the text from 900 px (the content column is at most 1180 px, the picture ~42% of it);
// on phones a short strip under the text, the full width of the screen less its padding.
const SIZES = '(min-width: 1180px) 480px, (min-width: 900px) 42vw, 100vw';

const Frame = styled.div`
  position: relative;
  margin-top: ${({ theme }) => theme.space.lg};
  @media (min-width: 900px) {
    margin-top: 0;
  }
  /* A thin gold frame set off the picture: the brand's accent, not a second picture. */
  &::before {
    content: '';
    position: absolute;
    inset: 0.5rem -0.5rem -0.5rem 0.5rem;
    border: 2px solid ${({ theme }) => theme.color.gold};
    border-radius: ${({ theme }) => theme.radius};
    opacity: 0.7;
  }
  @media (min-width: 900px) {
    &::before {
      inset: 0.75rem -0.75rem -0.75rem 0.75rem;
    }
  }
`;

const Photo = styled(Picture)`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 5 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 18px 40px rgba(0, 0, 0, 0.35);
  /* Beside the text the whole picture shows, at its own proportions (from its width and
     height), so nothing drawn near an edge is cut off. */
  @media (min-width: 900px) {
    aspect-ratio: auto;
    height: auto;
  }
`;

/** A compact hero's own picture: the page's face, framed in gold. Loaded first (LCP). */
export function HeroIllustration({ image }: { image: Image }) {
  return (
    <Frame>
      <Photo image={image} sizes={SIZES} priority />
    </Frame>
  );
}

const Motif = styled.svg`
  display: none;
  width: 100%;
  max-width: 360px;
  height: auto;
  justify-self: end;
  @media (min-width: 900px) {
    display: block;
  }
`;

/**
 * The quiet default for a compact hero without a picture: three paint chips in the brand's gold
 * and navy tints under a brush stroke, drawn inline (no request, no layout shift).
 */
export function HeroMotif() {
  return (
    <Motif viewBox="0 0 360 240" aria-hidden="true" focusable="false" data-hero-motif>
      <g fill="none" strokeLinecap="round">
        <rect
          x="64"
          y="40"
          width="96"
          height="150"
          rx="10"
          fill={colors.gold}
          opacity="0.9"
          transform="rotate(-12 112 115)"
        />
        <rect
          x="140"
          y="30"
          width="96"
          height="150"
          rx="10"
          fill={colors.onDark}
          opacity="0.18"
          transform="rotate(-2 188 105)"
        />
        <rect
          x="214"
          y="40"
          width="96"
          height="150"
          rx="10"
          fill={colors.goldDark}
          opacity="0.85"
          transform="rotate(9 262 115)"
        />
        <path
          d="M30 210 C 110 170, 200 238, 330 190"
          stroke={colors.gold}
          strokeWidth="14"
          opacity="0.55"
        />
        <path
          d="M48 222 C 120 196, 210 246, 320 206"
          stroke={colors.onDark}
          strokeWidth="3"
          opacity="0.35"
        />
      </g>
    </Motif>
  );
}
