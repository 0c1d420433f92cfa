import { createContext, useContext, type ReactNode } from 'react';
import type { Link, SiteDocument } from '../generated/content.ts';

interface PageLinks {
  /** Footer service links, derived from the service pages. */
  serviceLinks: readonly Link[];
  /** The footer's service area, derived from the town pages, in listing order. */
  townLinks: readonly Link[];
}

/**
 * The site's facts, and for the static frame the links derived from the page files. Islands get
 * the facts only: their shared chunk would otherwise carry a link per town, growing with every
 * page added (islands/IslandProviders.tsx).
 */
type SiteData = { site: SiteDocument } & Partial<PageLinks>;

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ children, ...value }: SiteData & { children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSiteData(hook: string): SiteData {
  const value = useContext(SiteContext);
  if (!value) throw new Error(`${hook} needs a <SiteProvider> above it.`);
  return value;
}

export function useSite(): { site: SiteDocument } {
  return { site: useSiteData('useSite()').site };
}

/** The links derived from the page files: for the static frame, never inside an island. */
export function useSitePageLinks(): PageLinks {
  const { serviceLinks, townLinks } = useSiteData('useSitePageLinks()');
  if (!serviceLinks || !townLinks)
    throw new Error(
      'useSitePageLinks() reads the links derived from the page files, which only the static frame gets: an island would ship a link per page. Render it outside islands.',
    );
  return { serviceLinks, townLinks };
}
