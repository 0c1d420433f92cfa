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
