import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import type { ServiceCardsSection } from '../../generated/content.ts';
import { ServiceCards } from './ServiceCards.tsx';

const section: ServiceCardsSection = {
  type: 'serviceCards',
  anchor: 'services',
  heading: 'Our Services',
  intro: 'Inside and out.',
  cards: [
    {
      title: 'Alpha Service',
      description: 'The first service.',
      href: '/services/alpha',
      icon: 'interior',
      features: ['Feature one', 'Feature two'],
    },
    { title: 'Beta Service', description: 'The second service.', href: '/services/beta' },
  ],
  actions: [
    { label: 'Request a Service Quote', intent: 'estimate' },
    { label: 'See Our Work', intent: 'link', href: '/our-work' },
  ],
};

const cardNamed = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('ServiceCards', () => {
  it('is a named region with the intro that in-page links can jump to', () => {
    renderWithSite(<ServiceCards section={section} />);
    const region = screen.getByRole('region', { name: 'Our Services' });
    expect(region).toHaveAttribute('id', 'services');
    expect(within(region).getByText('Inside and out.')).toBeInTheDocument();
  });

  it('gives every card exactly one link, its title, leading to its href', () => {
    renderWithSite(<ServiceCards section={section} />);
    for (const [title, href] of [
      ['Alpha Service', '/services/alpha'],
      ['Beta Service', '/services/beta'],
    ] as const) {
      const links = within(cardNamed(title)).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(title);
      expect(links[0]).toHaveAttribute('href', href);
    }
  });

  it('links each card to its service page', () => {
    renderWithSite(<ServiceCards section={section} />);
    expect(screen.getByRole('link', { name: 'Beta Service' })).toHaveAttribute(
      'href',
      '/services/beta',
    );
  });

  it('shows the description, the features as a list and a decorative icon', () => {
    renderWithSite(<ServiceCards section={section} />);
    const alpha = cardNamed('Alpha Service');
    expect(within(alpha).getByText('The first service.')).toBeInTheDocument();
    const features = within(alpha).getByRole('list');
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Feature one', 'Feature two']);
    alpha.querySelectorAll('svg').forEach((svg) => expect(svg).toHaveAttribute('aria-hidden'));
    expect(within(cardNamed('Beta Service')).queryByRole('list')).toBeNull();
  });

  it('puts the buttons under the grid: the estimate form and a link', () => {
    renderWithSite(<ServiceCards section={section} />);
    expect(screen.getByRole('button', { name: 'Request a Service Quote' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: 'See Our Work' })).toHaveAttribute('href', '/our-work');
  });
});
