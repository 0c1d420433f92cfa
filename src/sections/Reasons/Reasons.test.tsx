import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { ReasonsSection } from '../../generated/content.ts';
import { Reasons } from './Reasons.tsx';

const section: ReasonsSection = {
  type: 'reasons',
  anchor: 'why-choose-us',
  heading: 'Why Choose Us',
  intro: 'What home-owners value most.',
  items: [
    { icon: 'shield', title: 'Licensed & Insured', description: 'Your home is protected.' },
    { icon: 'clock', title: 'On-Time Service', description: 'We finish on schedule.' },
    { icon: 'award', title: 'Premium Quality', description: 'Two major paint brands.' },
  ],
};

describe('Reasons', () => {
  it('is a named region that in-page links can jump to', () => {
    renderWithSite(<Reasons section={section} />);
    const region = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(region).toHaveAttribute('id', 'why-choose-us');
    // The compound stays on one line in a span of its own, so match the paragraph's whole text.
    const intro = (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === 'What home-owners value most.';
    expect(within(region).getByText(intro)).toBeInTheDocument();
  });

  it('shows one card per reason, in order, with its title as a heading and its description', () => {
    renderWithSite(<Reasons section={section} />);
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Licensed & Insured',
      'On-Time Service',
      'Premium Quality',
    ]);
    expect(within(cards[1]!).getByText('We finish on schedule.')).toBeInTheDocument();
  });

  it('draws an icon on every card, hidden from screen readers', () => {
    renderWithSite(<Reasons section={section} />);
    for (const card of screen.getAllByRole('listitem')) {
      const icon = card.querySelector('svg');
      expect(icon?.childElementCount).toBeGreaterThan(0);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
