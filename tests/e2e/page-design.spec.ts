/**
 * What a visitor notices of the inner pages' design at phone (390) and desktop (1440) widths:
 * each page's own hero picture, service pages' rhythm and process cards, closing calls to action,
 * the contact hours beside the details, FAQ questions that lead, testimonial cards of one design,
 * and the 404 page's recovery.
 */
import type { Locator, Page } from '@playwright/test';
import { appReady, expect, NOT_FOUND_RESOURCE, test } from '../support/e2e/fixtures.ts';
import { pages, site } from '../support/e2e/pages.ts';

const servicePages = pages.filter((page) => page.listing?.group === 'service');
const INNER_PAGES = ['/services', '/about', '/gallery', '/testimonials', '/contact', '/sitemap'];
const CLOSING_PAGES = ['/about', '/gallery', '/testimonials', ...servicePages.map((p) => p.path)];
const townWith = (type: string) =>
  pages.find((p) => p.listing?.group === 'town' && p.sections.some((s) => s.type === type))!;
/** Every kind of testimonial list: home carousel, the reviews page, a service page, both town lists. */
const TESTIMONIAL_PAGES = [
  '/',
  '/testimonials',
  servicePages[0]!.path,
  townWith('testimonialGrid').path,
  townWith('testimonialCarousel').path,
];
const hasGrid = (path: string) =>
  pages.find((p) => p.path === path)!.sections.some((s) => s.type === 'testimonialGrid');
const testimonialCount = (path: string) =>
  pages
    .find((p) => p.path === path)!
    .sections.filter((s) => s.type.startsWith('testimonial'))
    .reduce((sum, s) => sum + (s.testimonials as unknown[]).length, 0);

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** WCAG contrast ratio of two computed `rgb(...)` colours. */
function contrast(a: string, b: string) {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number)
      .map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

interface Visit {
  page: Page;
  path: string;
  width: number;
  /** Each inner page's hero picture, as found so far at this width. */
  heroSources: Set<string>;
}

async function expectOwnHeroPicture({ page, path, heroSources }: Visit) {
  const hero = page.getByRole('region', { name: await page.locator('h1').innerText() });
  const picture = hero.locator('img');
  await expect(picture, path).toHaveCount(1);
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expect(picture).toHaveAttribute('width', /\d+/);
  await expect(picture).toHaveAttribute('height', /\d+/);
  expect((await picture.getAttribute('alt'))!.length, path).toBeGreaterThan(10);
  const { y, height } = await box(picture);
  expect(y + height, `${path}: the picture ends inside the first screen`).toBeLessThanOrEqual(900);
  heroSources.add((await picture.evaluate((img: HTMLImageElement) => img.currentSrc)) || path);
}

async function expectHoursBesideDetails({ page, width }: Visit) {
  const hours = page.getByRole('region', { name: 'Business Hours' });
  const email = page.locator('main').getByRole('link', { name: site.contact.email }).first();
  const form = page.getByRole('form');
  const [hoursBox, emailBox, formBox] = await Promise.all([box(hours), box(email), box(form)]);
  expect(hoursBox.y).toBeGreaterThan(emailBox.y);
  expect(hoursBox.y - (emailBox.y + emailBox.height)).toBeLessThan(120);
  if (width === 1440) {
    expect(hoursBox.x + hoursBox.width).toBeLessThan(formBox.x);
    expect(hoursBox.y).toBeLessThan(formBox.y + formBox.height);
  }
}

async function expectProcessCards({ page, width }: Visit) {
  const list = page
    .locator('ol')
    .filter({ has: page.locator('li h3') })
    .first();
  const cards = list.locator('> li');
  await expect(cards).toHaveCount(7);
  const styles = await cards.evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item);
      return { background: style.backgroundColor, color: style.color };
    }),
  );
  expect(new Set(styles.map((style) => style.background)).size).toBe(7);
  for (const { background, color } of styles) {
    expect(contrast(background, color), background).toBeGreaterThanOrEqual(4.5);
  }
  // Rows by top edge: every row ends at the list's right edge, so no card sits alone.
  const listBox = await box(list);
  const boxes = await Promise.all((await cards.all()).map(box));
  const rows = new Map<number, { right: number; count: number }>();
  for (const card of boxes) {
    const top = Math.round(card.y);
    const row = rows.get(top) ?? { right: 0, count: 0 };
    rows.set(top, { right: Math.max(row.right, card.x + card.width), count: row.count + 1 });
  }
  for (const row of rows.values()) {
    expect(row.right).toBeGreaterThan(listBox.x + listBox.width - 2);
  }
  if (width === 1440) expect(Math.max(...[...rows.values()].map((r) => r.count))).toBe(2);
}

async function expectLargeExamplePictures({ page, width }: Visit) {
  const figures = page.locator('figure img');
  const widths = (await Promise.all((await figures.all()).slice(0, 3).map(box))).map(
    (b) => b.width,
  );
  expect(widths[0]).toBeGreaterThan(width === 1440 ? 600 : 340);
  for (const w of widths.slice(1)) expect(w).toBeGreaterThan(width === 1440 ? 300 : 160);
}

async function expectClosingCallToAction({ page, path }: Visit) {
  const last = page.locator('main > section').last();
  await expect(last.getByRole('button', { name: /estimate/i }), path).toBeVisible();
  await expect(last.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
    'href',
    `tel:${site.contact.phoneE164}`,
  );
}

async function expectTestimonialCards({ page, path, width }: Visit) {
  const cards = page.locator('main figure:has(> blockquote)');
  await expect(cards, path).toHaveCount(testimonialCount(path));
  await cards.first().scrollIntoViewIfNeeded();
  const found = await cards.evaluateAll((figures) =>
    figures.map((figure) => {
      const avatars = figure.querySelectorAll('figcaption [data-avatar]');
      const avatar = avatars[0]?.getBoundingClientRect();
      const img = avatars[0]?.querySelector('img');
      return {
        avatars: avatars.length,
        size: avatar ? `${Math.round(avatar.width)}x${Math.round(avatar.height)}` : '',
        photoFits: !img || (img.alt === '' && getComputedStyle(img).objectFit === 'cover'),
        // A carousel's other slides are hidden: only the cards a visitor sees share rows.
        shown: !figure.closest('[aria-hidden="true"]'),
        top: Math.round(figure.getBoundingClientRect().top),
        captionTop: figure.querySelector('figcaption')!.getBoundingClientRect().top,
      };
    }),
  );
  expect(
    found.map((card) => card.avatars),
    `${path}: one avatar per card`,
  ).toEqual(found.map(() => 1));
  expect(new Set(found.map((card) => card.size)), `${path}: avatar sizes`).toEqual(
    new Set(['56x56']),
  );
  expect(
    found.every((card) => card.photoFits),
    `${path}: photos decorative, cropped`,
  ).toBe(true);
  const rows = new Map<number, typeof found>();
  for (const card of found.filter((candidate) => candidate.shown)) {
    rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  }
  for (const [top, row] of rows) {
    const captionTops = row.map((card) => card.captionTop);
    expect(
      Math.max(...captionTops) - Math.min(...captionTops),
      `${path}: attributions of the row at ${top} px`,
    ).toBeLessThan(1);
  }
  if (width === 1440 && hasGrid(path)) {
    expect(Math.max(...[...rows.values()].map((row) => row.length)), path).toBeGreaterThan(1);
  }
}

async function expectQuestionsLead({ page }: Visit) {
  const item = page.locator('details').first();
  await item.locator('summary').click();
  const size = (locator: Locator) =>
    locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const question = await size(item.locator('summary :is(h2, h3, h4)'));
  const answer = await size(item.locator('p').first());
  expect(question).toBeGreaterThanOrEqual(answer * 1.1);
}

/**
 * Each check and the pages it runs on. A page loads once for all of its checks, which run in
 * this order: first those that need the first screen, last those that scroll or press.
 */
const CHECKS: { title: string; paths: string[]; check: (visit: Visit) => Promise<void> }[] = [
  {
    title: 'its own hero picture in the first screen, sized and eager',
    paths: INNER_PAGES,
    check: expectOwnHeroPicture,
  },
  {
    title: 'business hours follow the contact details, beside the form on desktop',
    paths: ['/contact'],
    check: expectHoursBesideDetails,
  },
  {
    title: 'process cards in brand colours, AA text, no lone last card',
    paths: [servicePages[0]!.path],
    check: expectProcessCards,
  },
  {
    title: 'example pictures large enough to judge the work',
    paths: [servicePages[0]!.path],
    check: expectLargeExamplePictures,
  },
  {
    title: 'ends with a call to action: estimate button and phone, before the footer',
    paths: CLOSING_PAGES,
    check: expectClosingCallToAction,
  },
  {
    title: 'testimonials: every card has an avatar of one size, attributions level across a row',
    paths: TESTIMONIAL_PAGES,
    check: expectTestimonialCards,
  },
  {
    title: 'FAQ questions are at least as prominent as their answers',
    paths: [servicePages[0]!.path],
    check: expectQuestionsLead,
  },
];
const VISITED = [...new Set(CHECKS.flatMap(({ paths }) => paths))];
const WIDTHS = [390, 1440];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('hero pictures, closing calls to action, testimonial cards, service and contact pages', async ({
      page,
    }) => {
      // A hang detector, not a speed goal: a page takes seconds to load on a busy machine.
      test.setTimeout(VISITED.length * 10_000);
      const heroSources = new Set<string>();
      for (const path of VISITED) {
        await test.step(path, async () => {
          await open(page, path);
          for (const { title, paths, check } of CHECKS) {
            if (paths.includes(path)) {
              await test.step(title, () => check({ page, path, width, heroSources }));
            }
          }
        });
      }
      expect(heroSources.size, 'every inner page has a different hero picture').toBe(
        INNER_PAGES.length,
      );
    });
  });
}

test.describe('404 page', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test("uses the site's hero and cards for the way back", async ({ page }) => {
    for (const width of WIDTHS) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, '/no-such-page-here');
        const hero = page.getByRole('region', { name: 'Page not found' });
        await expect(hero.getByRole('button', { name: /estimate/i })).toBeVisible();
        const cards = page
          .getByRole('region', { name: 'Where would you like to go?' })
          .getByRole('listitem');
        await expect(cards).toHaveCount(site.nav.length);
        await cards.filter({ hasText: 'Gallery' }).click();
        await expect(page).toHaveURL(/\/gallery$/);
      });
    }
  });
});
