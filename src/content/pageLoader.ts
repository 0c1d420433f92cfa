import type { PageDocument, Section } from '../generated/content.ts';
import type { ListingEntry } from './listings.ts';
import { loadPageDocument } from './routeIndex.ts';

/** Section types that list other pages, so their page loads the listings chunk too. */
const LISTING_SECTION_TYPES: ReadonlySet<Section['type']> = new Set(['sitemapIndex', 'townCards']);

export interface PageRouteData {
  page: PageDocument;
  listings: readonly ListingEntry[];
}

export const needsListings = (page: PageDocument) =>
  [...page.sections, ...(page.sidebar ?? [])].some((section) =>
    LISTING_SECTION_TYPES.has(section.type),
  );

export async function loadPageRouteData(url: string): Promise<PageRouteData> {
  const page = await loadPageDocument(url);
  const listings = needsListings(page) ? (await import('virtual:listings')).listings : [];
  return { page, listings };
}
