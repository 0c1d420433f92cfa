declare module 'virtual:content' {
  export const site: import('../generated/content.ts').SiteDocument;
  export const pageIndex: ReadonlyArray<{
    path: string;
    aliases: readonly string[];
    load: () => Promise<{ default: import('../generated/content.ts').PageDocument }>;
  }>;
  export const serviceLinks: readonly import('../generated/content.ts').Link[];
}

declare module 'virtual:listings' {
  export const listings: readonly import('./listings.ts').ListingEntry[];
}
