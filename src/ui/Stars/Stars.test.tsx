import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { Stars } from './Stars.tsx';

const filledStars = (element: HTMLElement) => element.querySelectorAll('svg[data-filled]').length;

describe('Stars', () => {
  it('draws five stars, fills as many as the rating and names the rating', () => {
    renderWithSite(<Stars rating={4} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(filledStars(stars)).toBe(4);
  });

  it('keeps out-of-range ratings within 0 and the maximum', () => {
    renderWithSite(
      <>
        <Stars rating={9} max={3} />
        <Stars rating={-2} />
      </>,
    );
    expect(filledStars(screen.getByRole('img', { name: 'Rated 3 out of 3' }))).toBe(3);
    expect(filledStars(screen.getByRole('img', { name: 'Rated 0 out of 5' }))).toBe(0);
  });
});
