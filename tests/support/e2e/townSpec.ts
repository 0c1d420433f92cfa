/**
 * SPEC.md's table of the 17 town landing pages, and what each town page, township alias, the
 * services overview and the sitemap page must show of it in their pre-rendered HTML. no-js.spec.ts
 * runs these checks in its own visit of each route (JavaScript off), so a page loads once for both.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pages, site, type TestPage } from './pages.ts';

interface TownSpec {
  zip: string;
  /** Review count in the structured data; null: no aggregate rating at all. */
  reviews: number | null;
  faqs: 3 | 6;
  video?: true;
  alias?: string;
}

const SITE_WIDE_REVIEWS = 130;
export const SPEC: Record<string, TownSpec> = {
  morristown: { zip: '07960', reviews: SITE_WIDE_REVIEWS, faqs: 3, video: true },
  flanders: { zip: '07836', reviews: SITE_WIDE_REVIEWS, faqs: 3, video: true },
  dover: { zip: '07801', reviews: SITE_WIDE_REVIEWS, faqs: 6, video: true },
  boonton: { zip: '07005', reviews: 85, faqs: 6, video: true },
  chatham: { zip: '07928', reviews: null, faqs: 6, video: true },
  chester: { zip: '07930', reviews: 95, faqs: 6 },
  denville: { zip: '07834', reviews: 120, faqs: 6 },
  'east-hanover': { zip: '07936', reviews: 110, faqs: 6 },
  hanover: { zip: '07927', reviews: 130, faqs: 6 },
  harding: { zip: '07976', reviews: 75, faqs: 6 },
  jefferson: { zip: '07849', reviews: 130, faqs: 6, alias: 'jefferson-township-nj' },
  'long-hill': { zip: '07980', reviews: 130, faqs: 6, alias: 'long-hill-township-nj' },
  mendham: { zip: '07945', reviews: 130, faqs: 6, alias: 'mendham-township-nj' },
  'mine-hill': { zip: '07803', reviews: 130, faqs: 6, alias: 'mine-hill-township-nj' },
  montville: { zip: '07045', reviews: SITE_WIDE_REVIEWS, faqs: 6, alias: 'montville-township-nj' },
  morris: { zip: '07960', reviews: SITE_WIDE_REVIEWS, faqs: 6, alias: 'morris-township-nj' },
  'mount-olive': {
    zip: '07828',
    reviews: SITE_WIDE_REVIEWS,
    faqs: 6,
    alias: 'mount-olive-township-nj',
  },
};

/** Each extra section type and exactly the towns that carry it. */
export const EXTRAS: Record<string, string[]> = {
  paletteSwatches: ['montville', 'mount-olive'],
  neighborhoodChips: ['montville', 'morris', 'mount-olive'],
  finishGuide: ['morris'],
  testimonialGrid: ['morris'],
  mobileBottomBar: ['morris', 'mount-olive'],
  tabs: ['mount-olive'],
};

const BADGE_CHOICES = [
  ['5-Star Rated', '5-Star Reviews'],
  ['Quality Guaranteed', 'Satisfaction Guaranteed'],
  ['On-Time Service', 'On-Time & Clean'],
];
const HARDING_BADGES = ['Luxury Specialists', 'Premium Quality', 'White-Glove Service'];

export const townPath = (slug: string) => `/interior-painting/${slug}-nj`;
export const aliasPath = (alias: string) => `/interior-painting/${alias}`;
export const towns = pages.filter((page) => page.listing?.group === 'town');
const townFile = (slug: string) => towns.find((page) => page.path === townPath(slug));

interface JsonLdNode {
  '@type'?: string | string[];
  [key: string]: unknown;
}

async function businessData(page: Page): Promise<JsonLdNode> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text): JsonLdNode[] => {
    const data = JSON.parse(text) as JsonLdNode;
    return Array.isArray(data['@graph']) ? (data['@graph'] as JsonLdNode[]) : [data];
  });
  const business = nodes.find((node) => [node['@type']].flat().includes('HousePainter'));
  expect(business, 'a HousePainter block').toBeDefined();
  return business!;
}

async function expectTownPage(page: Page, slug: string, town: TownSpec) {
  await test.step('its ZIP, review count, price range, FAQs and badges', async () => {
    const business = await businessData(page);
    expect(business.address).toMatchObject({ postalCode: town.zip, addressRegion: 'NJ' });
    expect(business.priceRange).toBe(slug === 'harding' ? '$$$' : '$$');
    if (town.reviews === null) expect(business.aggregateRating).toBeUndefined();
    else
      expect(business.aggregateRating).toMatchObject({
        ratingValue: 5,
        reviewCount: town.reviews,
      });
    expect(JSON.stringify(business.areaServed)).toContain('15000');

    const sidebar = page.getByRole('complementary', { name: 'Page sidebar' });
    await expect(sidebar).toContainText(town.zip);
    await expect(sidebar.locator('details')).toHaveCount(town.faqs);
    await expect(sidebar.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );

    const badges = await page
      .getByRole('list', { name: 'Our promises' })
      .getByRole('listitem')
      .allTextContents();
    expect(badges).toHaveLength(4);
    expect(badges[0]).toBe('Licensed & Insured');
    if (slug === 'harding') expect(badges.slice(1)).toEqual(HARDING_BADGES);
    else badges.slice(1).forEach((badge, i) => expect(BADGE_CHOICES[i]).toContain(badge));

    const main = page.getByRole('main');
    await expect(main.getByText('Before', { exact: true })).toHaveCount(3);
    await expect(main.getByText('After', { exact: true })).toHaveCount(3);
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(
      ['Home'],
    );
  });

  await test.step('the text of each of its extras', async () => {
    const doc = townFile(slug)!;
    for (const section of doc.sections) {
      if (!(section.type in EXTRAS) || section.type === 'mobileBottomBar') continue;
      await expect(page.getByRole('main')).toContainText(String(section.heading));
    }
    // One mobile bottom bar per page: the town's own where it has one, else the site's.
    const bar = page.locator('nav[aria-label="Quick contact"]');
    await expect(bar).toHaveCount(1);
    if (EXTRAS.mobileBottomBar!.includes(slug)) {
      const own = doc.sections.find((section) => section.type === 'mobileBottomBar')!;
      const labels = (own.items as { label: string }[]).map((item) => item.label);
      await expect(bar.locator('a, button').first()).toContainText(labels[0]!);
    }
    // Without scripts tabs cannot switch, so every panel shows in turn.
    const tabbed = slug === 'mount-olive';
    await expect(page.locator('[role="tablist"]')).toHaveCount(tabbed ? 1 : 0);
    if (tabbed) {
      const panels = page.getByRole('tabpanel');
      await expect(panels).toHaveCount(4);
      for (const panel of await panels.all()) await expect(panel).toBeVisible();
    }
  });
}

async function expectAliasOf(page: Page, response: Response | null, slug: string) {
  await test.step('answers with the short address as canonical', async () => {
    expect(response?.status()).toBe(200);
    const canonical = `${site.siteUrl}${townPath(slug)}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect((await businessData(page)).url).toBe(canonical);
  });
}

async function expectTownCards(page: Page) {
  // The spec's 17, and any town an author has added besides.
  await test.step(`${towns.length} town cards, each with its label`, async () => {
    const cards = page.getByRole('main').locator(`a[href^="/interior-painting/"]`);
    await expect(cards).toHaveCount(towns.length);
    for (const doc of towns as TestPage[]) {
      await expect(page.getByRole('main')).toContainText(doc.listing!.label);
    }
  });
}

async function expectTownLocations(page: Page) {
  // The spec's 17, and any town an author has added besides.
  await test.step(`${towns.length} town locations`, async () => {
    const locations = page.getByRole('main').locator('a[href^="/interior-painting/"]');
    await expect(locations).toHaveCount(towns.length);
  });
}

type TownCheck = (page: Page, response: Response | null) => Promise<void>;

/** What the page at `url` must show of the towns table without JavaScript, by URL. */
export const townChecks = new Map<string, TownCheck>([
  ...Object.entries(SPEC).flatMap(([slug, town]) => [
    [townPath(slug), (page: Page) => expectTownPage(page, slug, town)] as const,
    ...(town.alias
      ? [
          [
            aliasPath(town.alias),
            (page: Page, response: Response | null) => expectAliasOf(page, response, slug),
          ] as const,
        ]
      : []),
  ]),
  ['/services', expectTownCards],
  ['/sitemap', expectTownLocations],
]);
