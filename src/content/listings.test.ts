import { describe, expect, it } from 'vitest';
import type { PageDocument, PageListing } from '../generated/content.ts';
import { toListingEntries } from './listings.ts';

const page = (path: string, listing?: PageListing): PageDocument => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  path,
  meta: {
    title: 'Title for tests',
    description: 'A description long enough for the schema rules.',
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
});
