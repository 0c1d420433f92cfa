import type {
  Link,
  PageDocument,
  PageListing,
  SiteDocument,
  TownCard,
} from '../generated/content.ts';

export type ListingGroup = PageListing['group'];

export interface ListingEntry {
  path: string;
  href: string;
  group: ListingGroup;
  label: string;
  /** A town page's card: name, ZIP, description and three specialties. */
  card?: TownCard;
}

const byOrderThenLabel = (a: PageListing, b: PageListing) =>
  (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
  a.label.localeCompare(b.label);

/** The listing of every page that declares one, sorted for display. */
export function toListingEntries(pages: readonly PageDocument[]): ListingEntry[] {
  return pages
    .filter((page): page is PageDocument & { listing: PageListing } => page.listing !== undefined)
    .sort((a, b) => byOrderThenLabel(a.listing, b.listing))
    .map(({ path, listing }) => ({
      path,
      href: listing.href ?? path,
      group: listing.group,
      label: listing.label,
      ...(listing.card ? { card: listing.card } : {}),
    }));
}

/** The footer's links of one group (services, towns), in listing order. */
export const listingLinks = (listings: readonly ListingEntry[], group: ListingGroup): Link[] =>
  listings
    .filter((entry) => entry.group === group)
    .map((entry) => ({ label: entry.label, href: entry.href }));

/**
 * A page as one version of pages-json/ shows it: its document and the site around it. The visual
 * review renders a page so, as the base commit has it and as it is now.
 */
export interface PageInSite {
  page: PageDocument;
  listings: ListingEntry[];
  site: SiteDocument;
  serviceLinks: Link[];
  townLinks: Link[];
}
