import { createContext, useContext, type ReactNode } from 'react';
import type { Link, SiteDocument } from '../generated/content.ts';

interface SiteData {
  site: SiteDocument;
  /** Footer service links, derived from the service pages. */
  serviceLinks: readonly Link[];
  /** The footer's service area, derived from the town pages, in listing order. */
  townLinks: readonly Link[];
}

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ children, ...value }: SiteData & { children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteProvider> above it.');
  return value;
}
