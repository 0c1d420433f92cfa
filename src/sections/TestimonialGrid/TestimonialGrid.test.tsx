import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import type { TestimonialGridSection } from '../../generated/content.ts';
import { TestimonialGrid } from './TestimonialGrid.tsx';

const section: TestimonialGridSection = {
  type: 'testimonialGrid',
  heading: 'What Our Clients Say',
  testimonials: [
    {
      name: 'Jennifer R.',
      role: 'Homeowner',
      location: 'Somewhere, NJ',
      rating: 5,
      service: 'Cabinet Work',
      text: 'On time every day and spotless.',
      image: { src: '/Assets/art/client-portrait-1.svg', alt: 'Jennifer smiling in her kitchen' },
    },
    {
      name: 'David M.',
      position: 'Facilities Director',
      company: 'Acme Offices',
      location: 'Elsewhere, NJ',
      rating: 4,
      text: 'Never lost a working day.',
    },
  ],
};

const jsonLdScripts = (container: HTMLElement) =>
  container.querySelectorAll('script[type="application/ld+json"]');

describe('TestimonialGrid', () => {
  it('shows each testimonial with its stars, words, photo or initials and who said it', () => {
    renderWithSite(<TestimonialGrid section={section} />);
    const [first, second] = within(
      screen.getByRole('region', { name: 'What Our Clients Say' }),
    ).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByText('On time every day and spotless.')).toBeInTheDocument();
    // The photo is decorative (alt ""): the name is written beside it.
    const photo = first!.querySelector('figcaption [data-avatar="photo"] img');
    expect(photo).toHaveAttribute('src', expect.stringContaining('/client-portrait-1-'));
    expect(photo).toHaveAttribute('alt', '');
    expect(second!.querySelector('figcaption [data-avatar="initials"]')).toHaveTextContent('DM');
    for (const text of ['Jennifer R.', 'Homeowner', 'Somewhere, NJ']) {
      expect(within(first!).getByText(text)).toBeInTheDocument();
    }
    expect(first).toHaveTextContent('Service: Cabinet Work');
    expect(within(second!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Facilities Director, Acme Offices');
  });

  it('states no review data unless asked', () => {
    const { container } = renderWithSite(<TestimonialGrid section={section} />);
    expect(jsonLdScripts(container)).toHaveLength(0);
  });

  it('states the testimonials as Reviews of the business when structuredData is on', () => {
    const { container } = renderWithSite(
      <TestimonialGrid section={{ ...section, structuredData: true }} />,
    );
    const [script] = jsonLdScripts(container);
    const reviews = JSON.parse(script!.textContent!)['@graph'];
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jennifer R.' },
      reviewRating: { ratingValue: 5 },
      itemReviewed: { '@type': 'HousePainter', name: site.brand.name },
    });
  });
});
