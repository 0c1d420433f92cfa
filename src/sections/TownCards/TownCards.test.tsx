import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { PageListingsProvider } from '../../data/PageDataContext.tsx';
import type { ListingEntry } from '../../shared/listings.ts';
import type { TownCardsSection } from '../../generated/content.ts';
import { TownCards } from './TownCards.tsx';

const town = (name: string, zipCode: string): ListingEntry => ({
  path: `/towns/${name.toLowerCase()}`,
  href: `/towns/${name.toLowerCase()}`,
  group: 'town',
  label: name,
  card: {
    name,
    zipCode,
    description: `Painting homes in ${name}.`,
    highlights: [`${name} One`, `${name} Two`, `${name} Three`],
  },
});

const listings: ListingEntry[] = [
  { path: '/our-story', href: '/our-story', group: 'main', label: 'About Us' },
  town('Alpha', '07001'),
  town('Beta', '07002'),
];

const withListings = (entries: readonly ListingEntry[], ui: ReactNode) =>
  renderWithSite(<PageListingsProvider value={entries}>{ui}</PageListingsProvider>);

const section: TownCardsSection = {
  type: 'townCards',
  heading: 'Areas We Serve',
  intro: 'Pick your town.',
  ending: { heading: "Don't See Your Town?", text: 'Call us anyway.', showPhone: true },
};

describe('TownCards', () => {
  it('shows a card for every town page, and only town pages', () => {
    withListings(listings, <TownCards section={section} />);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(cards).toEqual(['Alpha', 'Beta', "Don't See Your Town?"]);
    const alpha = screen.getByRole('heading', { name: 'Alpha' }).closest('li')!;
    expect(within(alpha).getByText('ZIP 07001')).toBeInTheDocument();
    expect(within(alpha).getByText('Painting homes in Alpha.')).toBeInTheDocument();
    const specialties = within(alpha).getByRole('list', { name: 'Specialties in Alpha' });
    expect(within(specialties).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links each card to its town page with the town in the link’s name', () => {
    withListings(listings, <TownCards section={section} />);
    expect(screen.getByRole('link', { name: 'View Services in Beta' })).toHaveAttribute(
      'href',
      '/towns/beta',
    );
  });

  it('ends with the prompt and the site’s phone link', () => {
    withListings(listings, <TownCards section={section} />);
    expect(screen.getByText('Call us anyway.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${site.contact.phoneDisplay}` })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('shows nothing at all, not a placeholder, when no town pages exist', () => {
    const { container } = withListings([listings[0]!], <TownCards section={section} />);
    expect(container).toBeEmptyDOMElement();
  });
});
