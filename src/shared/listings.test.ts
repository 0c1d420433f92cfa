import { describe, expect, it } from 'vitest';
import { validatePage } from '../../tests/support/pageSchema.ts';
import type { PageDocument, PageListing, TownCard } from '../generated/content.ts';
import { toListingEntries } from './listings.ts';

const card: TownCard = {
  name: 'Gamma',
  zipCode: '07000',
  description: 'A town used to test that cards travel with listings.',
  highlights: ['One', 'Two', 'Three'],
};

const page = (path: string, listing?: PageListing): PageDocument => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  path,
  meta: {
    title: 'Title for tests',
    description: 'A description that is long enough for the schema rules.',
  },
  ...(listing ? { listing } : {}),
  sections: [{ type: 'hero', headline: path }],
});

describe('toListingEntries', () => {
  it('lists only pages with a listing, by order and then label, linking to href or path', () => {
    const entries = toListingEntries([
      page('/b', { group: 'town', label: 'Beta' }),
      page('/hidden'),
      page('/a', { group: 'town', label: 'Alpha' }),
      page('/first', { group: 'main', label: 'Zed', order: 0, href: '/#zed' }),
    ]);
    expect(entries.map((e) => [e.label, e.href])).toEqual([
      ['Zed', '/#zed'],
      ['Alpha', '/a'],
      ['Beta', '/b'],
    ]);
  });

  it('carries a town page’s card', () => {
    const [town, other] = toListingEntries([
      page('/g', { group: 'town', label: 'Gamma', card }),
      page('/h', { group: 'main', label: 'Help' }),
    ]);
    expect(town?.card).toEqual(card);
    expect(other).not.toHaveProperty('card');
  });
});

describe('the page schema', () => {
  it('requires a card on town listings, since town lists are built from it', () => {
    expect(validatePage(page('/g', { group: 'town', label: 'Gamma' }))).toBe(false);
    expect(validatePage(page('/g', { group: 'town', label: 'Gamma', card }))).toBe(true);
    expect(validatePage(page('/h', { group: 'main', label: 'Help' }))).toBe(true);
  });
});
