import type { CSSProperties } from 'react';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  gap: 0.15rem;
  color: ${({ theme }) => theme.color.goldDark};
  svg {
    width: var(--star-size, 1.25rem);
    height: var(--star-size, 1.25rem);
  }
  /* The outline (goldDark, 5:1 on white) keeps empty and filled stars distinguishable (WCAG 1.4.11). */
  path {
    stroke: currentColor;
    stroke-width: 1.5;
    stroke-linejoin: round;
    fill: transparent;
  }
  [data-filled] path {
    fill: ${({ theme }) => theme.color.gold};
  }
`;

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

export interface StarsProps {
  /** Whole stars to fill; rounded and kept between 0 and `max`. */
  rating: number;
  /** Stars drawn in all. Defaults to 5. */
  max?: number;
  /** CSS length for each star, e.g. "1rem". Defaults to 1.25rem. */
  size?: string;
  className?: string;
}

/** A star rating drawn as `max` stars, read by screen readers as "Rated N out of M". */
export function Stars({ rating, max = 5, size, className }: StarsProps) {
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <Row
      role="img"
      aria-label={`Rated ${filled} out of ${max}`}
      className={className}
      style={size ? ({ '--star-size': size } as CSSProperties) : undefined}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          data-filled={index < filled ? '' : undefined}
        >
          <path d={STAR} />
        </svg>
      ))}
    </Row>
  );
}
