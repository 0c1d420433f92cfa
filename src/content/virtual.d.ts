declare module 'virtual:content' {
  export const site: import('../generated/content.ts').SiteDocument;
  export const serviceLinks: readonly import('../generated/content.ts').Link[];
}

declare module 'virtual:route-index' {
  export const pageIndex: readonly import('./routeIndex.ts').PageIndexEntry[];
}

declare module 'virtual:listings' {
  export const listings: readonly import('./listings.ts').ListingEntry[];
}

declare module 'virtual:fonts' {
  /** @font-face rules of the brand fonts and their metric-matched fallbacks. */
  export const fontFaceCss: string;
  /** Font stacks by role: the web font, its fallbacks, the generic family. */
  export const fontStacks: { heading: string; body: string };
  /** URLs of the font files every page uses above the fold. */
  export const fontPreloads: readonly string[];
}
