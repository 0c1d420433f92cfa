import type { PageDocument, Section } from '../generated/content.ts';
import type { ListingEntry } from '../shared/listings.ts';
import { loadPageDocument } from './routeIndex.ts';

/** Section types that list other pages; the app passes the registry's `listsPages` types. */
export type ListsPagesTypes = ReadonlySet<Section['type']>;

export interface PageRouteData {
  page: PageDocument;
  listings: readonly ListingEntry[];
}

export const needsListings = (page: PageDocument, listsPagesTypes: ListsPagesTypes) =>
  [...page.sections, ...(page.sidebar ?? [])].some((section) => listsPagesTypes.has(section.type));

/** A page's document, and the listings chunk too when one of its sections lists pages. */
export async function loadPageRouteData(
  url: string,
  listsPagesTypes: ListsPagesTypes,
): Promise<PageRouteData> {
  return pageRouteData(await loadPageDocument(url), listsPagesTypes);
}

/** The route data of a page given as a document (the studio's preview of unsaved edits). */
export async function pageRouteData(
  page: PageDocument,
  listsPagesTypes: ListsPagesTypes,
): Promise<PageRouteData> {
  const listings = needsListings(page, listsPagesTypes)
    ? (await import('virtual:listings')).listings
    : [];
  return { page, listings };
}
