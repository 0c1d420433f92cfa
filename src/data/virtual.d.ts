declare module 'virtual:content' {
  export const site: import('../generated/content.ts').SiteDocument;
  export const serviceLinks: readonly import('../generated/content.ts').Link[];
  export const townLinks: readonly import('../generated/content.ts').Link[];
}

declare module 'virtual:route-index' {
  export const pageIndex: readonly import('./routeIndex.ts').PageIndexEntry[];
}

declare module 'virtual:listings' {
  export const listings: readonly import('../shared/listings.ts').ListingEntry[];
}

declare module 'virtual:fonts' {
  /** @font-face rules of the self-hosted brand fonts (Storybook declares them up front). */
  export const webFontCss: string;
  /** The same faces for the CSS Font Loading API (pages load them after the first paint). */
  export const webFontFiles: readonly { family: string; url: string; weight: string }[];
  /** @font-face rules of the brand fonts' metric-matched local fallbacks. */
  export const fallbackFontCss: string;
  /** Font stacks by role: the web font, its fallbacks, the generic family. */
  export const fontStacks: { heading: string; body: string };
}
