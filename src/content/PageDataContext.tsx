import { createContext, useContext } from 'react';
import type { ListingEntry } from './listings.ts';

/** Data derived from the whole page set, loaded only for pages whose sections list other pages. */
const PageListingsContext = createContext<readonly ListingEntry[]>([]);

export const PageListingsProvider = PageListingsContext.Provider;
export const usePageListings = () => useContext(PageListingsContext);
