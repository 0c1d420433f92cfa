import type { Link, SiteDocument } from '../src/generated/content.ts';
import type { ListingEntry } from '../src/shared/listings.ts';
// The stories' own copy of site.json: an author's edit to the live one never changes a section's
// picture (docs/testing.md).
import siteJson from '../tests/visual/content/site.json';

export const storySite = siteJson as SiteDocument;

export const storyServiceLinks: Link[] = [
  { label: 'Interior Painting', href: '/services/interior-painting' },
  { label: 'Exterior Painting', href: '/services/exterior-painting' },
  { label: 'Cabinet Refinishing', href: '/services/cabinet-refinishing' },
  { label: 'Color Consultation', href: '/services/color-consultation' },
];

type Highlights = [string, string, string];

/** Made-up towns, so stories never depend on the real page files. */
const storyTowns: [name: string, slug: string, zip: string, highlights: Highlights][] = [
  ['Example Town', 'example', '07000', ['Colonial Homes', 'Cabinet Refinishing', 'Trim & Doors']],
  ['Maple Ridge', 'maple-ridge', '07001', ['Victorian Homes', 'Color Matching', 'Stairways']],
  ['Cedar Lake', 'cedar-lake', '07002', ['Lake Houses', 'Moisture-Resistant Finishes', 'Decks']],
];

/** The footer's service area in stories: the made-up towns. */
export const storyTownLinks: Link[] = storyTowns.map(([name, slug]) => ({
  label: name,
  href: `/interior-painting/${slug}-nj`,
}));

export const storyListings: ListingEntry[] = [
  { path: '/', href: '/', group: 'main', label: 'Home' },
  { path: '/about', href: '/about', group: 'main', label: 'About Us' },
  ...storyServiceLinks.map((link) => ({
    path: link.href,
    href: link.href,
    group: 'service' as const,
    label: link.label,
  })),
  ...storyTowns.map(([name, slug, zipCode, highlights]) => ({
    path: `/interior-painting/${slug}-nj`,
    href: `/interior-painting/${slug}-nj`,
    group: 'town' as const,
    label: name,
    card: {
      name,
      zipCode,
      description: `Interior painting for ${name} homes, from single rooms to whole-house refreshes.`,
      highlights,
    },
  })),
  { path: '/privacy-policy', href: '/privacy-policy', group: 'legal', label: 'Privacy Policy' },
];
