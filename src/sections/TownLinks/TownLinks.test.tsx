import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { PageListingsProvider } from '../../data/PageDataContext.tsx';
import type { ListingEntry } from '../../shared/listings.ts';
import type { TownLinksSection } from '../../generated/content.ts';
import { TownLinks } from './TownLinks.tsx';

const town = (name: string, zipCode: string): ListingEntry => ({
  path: `/interior-painting/${name.toLowerCase()}-nj`,
  href: `/interior-painting/${name.toLowerCase()}-nj`,
  group: 'town',
  label: name,
  card: { name, zipCode, description: `Painting in ${name}.`, highlights: ['A', 'B', 'C'] },
});

const listings: ListingEntry[] = [
  { path: '/about', href: '/about', group: 'main', label: 'About Us' },
  town('Alpha', '07001'),
  town('Beta', '07002'),
  town('Gamma', '07003'),
];

const show = (section: TownLinksSection, path = '/') =>
  renderWithSite(
    <PageListingsProvider value={listings}>
      <TownLinks section={section} />
    </PageListingsProvider>,
    { path },
  );

const linkNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('TownLinks', () => {
  it('links every town page by name and ZIP, and no other page', () => {
    show({ type: 'townLinks', heading: 'Towns We Serve' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Towns We Serve');
    expect(linkNames()).toEqual([
      ['Alpha 07001', '/interior-painting/alpha-nj'],
      ['Beta 07002', '/interior-painting/beta-nj'],
      ['Gamma 07003', '/interior-painting/gamma-nj'],
    ]);
  });

  it('leaves out the page it is on', () => {
    show({ type: 'townLinks', heading: 'Other Towns' }, '/interior-painting/beta-nj');
    expect(linkNames().map(([, href]) => href)).toEqual([
      '/interior-painting/alpha-nj',
      '/interior-painting/gamma-nj',
    ]);
  });

  it('lists only the nearby towns, nearest first', () => {
    show({
      type: 'townLinks',
      heading: 'Nearby Towns',
      nearby: ['/interior-painting/gamma-nj', '/interior-painting/alpha-nj'],
    });
    expect(linkNames().map(([name]) => name)).toEqual(['Gamma 07003', 'Alpha 07001']);
  });

  it('shows nothing when no town page is listed', () => {
    const { container } = renderWithSite(
      <PageListingsProvider value={listings.slice(0, 1)}>
        <TownLinks section={{ type: 'townLinks', heading: 'Towns' }} />
      </PageListingsProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
