import type { Link, SiteDocument } from '../src/generated/content.ts';
import type { ListingEntry } from '../src/content/listings.ts';
import siteJson from '../pages-json/site.json';

export const storySite = siteJson as SiteDocument;

export const storyServiceLinks: Link[] = [
  { label: 'Interior Painting', href: '/services/interior-painting' },
  { label: 'Exterior Painting', href: '/services/exterior-painting' },
  { label: 'Cabinet Refinishing', href: '/services/cabinet-refinishing' },
  { label: 'Color Consultation', href: '/services/color-consultation' },
];

export const storyListings: ListingEntry[] = [
  { path: '/', href: '/', group: 'main', label: 'Home' },
  { path: '/about', href: '/about', group: 'main', label: 'About Us' },
  ...storyServiceLinks.map((link) => ({
    path: link.href,
    href: link.href,
    group: 'service' as const,
    label: link.label,
  })),
  {
    path: '/interior-painting/example-nj',
    href: '/interior-painting/example-nj',
    group: 'town',
    label: 'Example Town',
  },
  { path: '/privacy-policy', href: '/privacy-policy', group: 'legal', label: 'Privacy Policy' },
];
