import { createContext, useContext } from 'react';
import type { ListingEntry } from '../shared/listings.ts';

/** Data derived from the whole page set, loaded only for pages whose sections list other pages. */
const PageListingsContext = createContext<readonly ListingEntry[] | null>(null);

export const PageListingsProvider = PageListingsContext.Provider;

/** The listings of every page, for sections flagged `listsPages` in the registry. */
export function usePageListings(): readonly ListingEntry[] {
  const listings = useContext(PageListingsContext);
  if (!listings) {
    throw new Error(
      'usePageListings() must be used within <PageListingsProvider>: this section lists pages, ' +
        'and without the provider it would render an empty list. Flag its type `listsPages: true` ' +
        'in src/sections/registry.ts so its page loads the listings, or wrap it in a provider.',
    );
  }
  return listings;
}
