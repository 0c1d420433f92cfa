import { NON_TEXT_KEYS, words } from '../../../content/index.ts';

/**
 * A minimal town page built from existing section types and the town fragments, for tests that
 * need a town when pages-json/towns/ has none yet. Its words come from `filler`, so its copy is
 * its own.
 */
export function townTemplate(name: string, slug: string, filler: (count: number) => string) {
  return {
    $schema: '../../schemas/page.schema.json',
    schemaVersion: 1,
    path: `/interior-painting/${slug}-nj`,
    estimateForm: 'dialog',
    meta: {
      title: `Interior Painting in ${name}, NJ | Ridgeline Painting`,
      description: `Interior painting in ${name}, New Jersey: free written estimates, careful preparation and a clean finish.`,
      structuredData: {
        business: {
          locality: name,
          postalCode: '07999',
          priceRange: '$$',
          serviceRadiusMeters: 15000,
          offers: ['Residential Painting', 'Commercial Painting'],
        },
      },
    },
    listing: {
      group: 'town',
      label: name,
      card: {
        name,
        zipCode: '07999',
        description: `Interior painting for ${name} homes. ${filler(12)}`,
        highlights: [filler(2), filler(2), filler(2)],
      },
    },
    sections: [
      {
        type: 'hero',
        variant: 'fullscreen',
        breadcrumb: [{ label: 'Home', href: '/' }],
        eyebrow: `${name}, NJ Painting Contractor`,
        headline: `Interior Painting in ${name}, NJ`,
        actions: [{ label: 'Get Your Free Estimate', intent: 'estimate' }],
        showPhone: true,
      },
      {
        type: 'richText',
        heading: `Painting ${name} Homes`,
        blocks: [1, 2, 3].map(() => ({ kind: 'paragraph', text: filler(110) })),
      },
      { type: 'processSteps', fragment: 'town-process-steps' },
      { type: 'reasons', fragment: 'town-reasons', heading: `Why ${name} Homeowners Choose Us` },
    ],
    sidebar: [
      {
        type: 'sidebarBox',
        variant: 'highlight',
        heading: `Free Estimate in ${name}`,
        action: { label: 'Get Your Free Estimate', intent: 'estimate' },
        showPhone: true,
        address: `${name}, NJ 07999`,
      },
      { type: 'sidebarBox', fragment: 'town-sidebar-services' },
      {
        type: 'faq',
        heading: `${name} Painting FAQs`,
        items: [{ question: `Do you paint in ${name}?`, answer: filler(20) }],
      },
    ],
  };
}

/** Fields whose strings are not free prose: kinds, addresses, dates, short enums. */
const KEEP = new Set([...NON_TEXT_KEYS, 'columns', 'updated', 'suffix', 'days', 'meta']);

/**
 * The document with every visible string of two words or more replaced by as many made-up words,
 * so a copy of a town shares none of its prose with the town it was copied from.
 */
export function rewriteProse(value: unknown, filler: (count: number) => string): unknown {
  if (typeof value === 'string') {
    const count = words(value).length;
    return count >= 2 ? filler(count) : value;
  }
  if (Array.isArray(value)) return value.map((item) => rewriteProse(item, filler));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      KEEP.has(key) ? child : rewriteProse(child, filler),
    ]),
  );
}

/** Deterministic made-up words ("kotan mivo …"); different seeds share no 8-word run in practice. */
export function wordFiller(seed: number, syllablesPerWord = 3) {
  const syllables = ['ba', 'ko', 'mi', 'ru', 'sel', 'tan', 'vo', 'qui', 'den', 'lor', 'fa', 'zu'];
  // mulberry32: small, and its streams for nearby seeds are unrelated.
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const syllable = () => syllables[Math.floor(next() * syllables.length)];
  const word = () => Array.from({ length: syllablesPerWord }, syllable).join('');
  return (count: number) => Array.from({ length: count }, word).join(' ');
}
