import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TestimonialCarouselSection } from '../../generated/content.ts';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { testimonialCarouselSection as section } from '../../../tests/support/sectionExamples.ts';
import { TestimonialCarousel } from './TestimonialCarousel.tsx';

const renderSection = (overrides: Partial<TestimonialCarouselSection> = {}) =>
  renderWithSite(<TestimonialCarousel section={{ ...section, ...overrides }} />);
const shown = () => screen.getByRole('group', { name: /of 4$/ });

describe('TestimonialCarousel', () => {
  it('shows one testimonial with its stars, words, author, role, place and service', () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'What Our Clients Say' })).toBeInTheDocument();
    const slide = shown();
    expect(slide).toHaveAccessibleName('1 of 4');
    expect(slide).toHaveTextContent('Ann B. loved the careful prep and clean lines.');
    expect(slide).toHaveTextContent('Homeowner · Somewhere, NJ');
    expect(slide).toHaveTextContent('Whole-House Repaint');
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('keeps every testimonial in the HTML so it reads without JavaScript', () => {
    const { container } = renderSection();
    for (const { text } of section.testimonials) expect(container).toHaveTextContent(text);
  });

  it('offers no pause button without autoAdvanceMs, and one with it', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: /automatic/ })).toBeNull();
    renderSection({ autoAdvanceMs: 5200 });
    expect(
      screen.getByRole('button', { name: 'Pause automatic testimonial rotation' }),
    ).toBeInTheDocument();
  });
});
