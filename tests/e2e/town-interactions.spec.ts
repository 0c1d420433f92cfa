/**
 * What a visitor does on a town page in a real browser: tabs by mouse and keyboard, the
 * testimonial carousel on the page's own clock, the phone-only bottom bars, every estimate
 * button and a request stored in the database (axe on every page at phone and desktop widths is
 * layout.spec.ts's).
 */
import type { Page } from '@playwright/test';
import { rowsByEmail } from '../support/e2e/backend.ts';
import { appReady, expect, freezeTimers, test } from '../support/e2e/fixtures.ts';
import {
  ESTIMATE_THANKS,
  estimateDialog,
  fillEstimate,
  uniqueEmail,
} from '../support/e2e/forms.ts';
import { pages, site } from '../support/e2e/pages.ts';

const towns = pages.filter((page) => page.listing?.group === 'town');
const withSection = (type: string) =>
  towns.filter((page) => page.sections.some((section) => section.type === type));
const carouselOf = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]')
    .filter({ has: page.getByRole('button', { name: /testimonial/ }) });
const activeDot = (page: Page) =>
  carouselOf(page).locator('button[aria-current="true"]').getAttribute('aria-label');

async function open(page: Page, path: string) {
  await page.goto(path);
  await appReady(page);
}

test.describe('tabs', () => {
  for (const doc of withSection('tabs')) {
    test(`${doc.path}: switch the text by mouse and keyboard`, async ({ page }) => {
      await open(page, doc.path);
      const tabs = page.getByRole('tab');
      const panel = page.getByRole('tabpanel');
      await expect(tabs).toHaveCount(4);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const first = await panel.textContent();
      await tabs.nth(2).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(panel).not.toHaveText(first!);
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press('End');
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveText(first!);
      await page.keyboard.press('Tab');
      await expect(panel).toBeFocused();
    });
  }
});

test.describe('testimonial carousel on the page clock', () => {
  const carousels = towns.flatMap((doc) =>
    doc.sections
      .filter((section) => section.type === 'testimonialCarousel')
      .map((section) => ({ doc, interval: Number(section.autoAdvanceMs ?? 5000) })),
  );

  test('every town but the one with a grid has one, one page at 5200 ms and the rest at 5000', () => {
    expect(carousels.length).toBe(towns.length - withSection('testimonialGrid').length);
    expect(carousels.filter(({ interval }) => interval === 5200)).toHaveLength(1);
    expect(carousels.every(({ interval }) => interval === 5000 || interval === 5200)).toBe(true);
  });

  for (const { doc, interval } of carousels.filter(
    ({ interval }, i) => interval === 5200 || i === 0,
  )) {
    test(`${doc.path}: advances every ${interval} ms only while in view, wraps, and pauses on hover, focus and its button`, async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, doc.path);
      await freezeTimers(page);
      const carousel = carouselOf(page);
      // Below the first screen it holds still, however long the visitor stays up there.
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(interval * 2);
      expect(await activeDot(page)).toMatch(/ 1 of 3$/);
      await carousel.scrollIntoViewIfNeeded();
      // It rotates once it is seen; from then on the page clock drives it.
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      // Hovering stops auto-advance and leaving starts a fresh interval: from now on only the
      // page clock moves it.
      await carousel.hover();
      await page.mouse.move(0, 0);
      const start = Number(/ (\d) of 3$/.exec((await activeDot(page)) ?? '')?.[1]);
      const nth = (step: number) => new RegExp(` ${((start - 1 + step) % 3) + 1} of 3$`);
      await page.clock.runFor(interval - 100);
      expect(await activeDot(page)).toMatch(nth(0));
      await page.clock.runFor(200);
      await expect.poll(() => activeDot(page)).toMatch(nth(1));
      await page.clock.runFor(interval);
      await expect.poll(() => activeDot(page)).toMatch(nth(2));
      await page.clock.runFor(interval);
      await expect.poll(() => activeDot(page), 'wraps to where it started').toMatch(nth(3));

      await carousel.hover();
      await page.clock.runFor(interval * 2);
      expect(await activeDot(page), 'paused while hovered').toMatch(nth(3));
      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: /^Pause automatic testimonial/ }).focus();
      await page.clock.runFor(interval * 2);
      expect(await activeDot(page), 'paused while focused').toMatch(nth(3));
      await page.getByRole('button', { name: /^Pause automatic testimonial/ }).click();
      await page.getByRole('button', { name: /^Play automatic testimonial/ }).blur();
      await page.mouse.move(0, 0);
      await page.clock.runFor(interval * 2);
      expect(await activeDot(page), 'paused by its button').toMatch(nth(3));
    });
  }

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test(`${carousels[0]!.doc.path}: stays put and offers no pause button`, async ({ page }) => {
      await page.clock.install();
      await open(page, carousels[0]!.doc.path);
      await freezeTimers(page);
      const carousel = carouselOf(page);
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(20_000);
      expect(await activeDot(page)).toMatch(/ 1 of 3$/);
      await expect(page.getByRole('button', { name: /automatic testimonial/ })).toHaveCount(0);
    });
  });
});

test.describe('mobile bottom bar on phones', () => {
  // By its markup: while out of sight the bar is rightly out of the accessibility tree too.
  const barOf = (page: Page) => page.locator('nav[aria-label="Quick contact"]');

  /** Scrolls until the page's opening hero has left the viewport. */
  const scrollPastHero = (page: Page) =>
    page.evaluate(() => {
      const hero = document.querySelector('main section');
      window.scrollTo(0, hero!.getBoundingClientRect().bottom + window.scrollY + 40);
    });

  const bars = [
    ...withSection('mobileBottomBar').map((doc) => {
      const section = doc.sections.find((s) => s.type === 'mobileBottomBar')!;
      return { doc, labels: (section.items as { label: string }[]).map((item) => item.label) };
    }),
    // A town without its own bar gets the site's.
    {
      doc: towns.find((doc) => !withSection('mobileBottomBar').includes(doc))!,
      labels: site.quickActions!.map((action) => action.label),
    },
  ];

  // One page for all of them, each step loading its own at phone width.
  test('one bar on each town page, shown once the hero has scrolled away, covering nothing; a focused field stays above it', async ({
    page,
  }) => {
    // Several tests' checks in one: three times the budget of one.
    test.slow();
    for (const { doc, labels } of bars) {
      await test.step(`${doc.path}: one bar, shown once the hero has scrolled away, covering nothing, absent on desktop`, async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await open(page, doc.path);
        const bar = barOf(page);
        await expect(bar).toHaveCount(1);
        // While the hero (with its own estimate button and phone link) is in view, it stays away.
        await expect(bar).toBeHidden();
        await scrollPastHero(page);
        await expect(bar).toBeVisible();
        const controls = bar.locator('a, button');
        await expect(controls).toHaveCount(labels.length);
        for (const [index, label] of labels.entries()) {
          await expect(controls.nth(index)).toContainText(label);
        }
        // At the very end of the page the last content still sits above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(bar).toBeVisible();
        const barTop = (await bar.boundingBox())!.y;
        const lastLine = page.getByRole('contentinfo').getByText(/All rights reserved/);
        const box = (await lastLine.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(barTop);

        await page.setViewportSize({ width: 1280, height: 900 });
        await expect(bar).toBeHidden();
      });
    }

    await test.step('a field focused by keyboard scrolls into view above the bar, never behind it', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/contact');
      await scrollPastHero(page);
      const bar = barOf(page);
      await expect(bar).toBeVisible();
      const field = page.getByRole('main').getByLabel('Message', { exact: true });
      // Park the field just behind the bar, then move focus to it as the keyboard would.
      await field.evaluate((element) =>
        window.scrollBy(0, element.getBoundingClientRect().top - (window.innerHeight - 30)),
      );
      await field.focus();
      const [fieldBox, barBox] = [(await field.boundingBox())!, (await bar.boundingBox())!];
      expect(fieldBox.y + Math.min(fieldBox.height, 44)).toBeLessThanOrEqual(barBox.y);
    });
  });
});

test.describe('estimate dialog', () => {
  const doc = withSection('mobileBottomBar')[0] ?? towns[0]!;

  test(`${doc.path}: every estimate button opens it, and a request is stored`, async ({ page }) => {
    await open(page, doc.path);
    const triggers = page.locator('main button[data-intent="estimate"]:visible');
    const count = await triggers.count();
    expect(
      count,
      'hero, two calls to action, sidebar estimate box and Request Quote',
    ).toBeGreaterThanOrEqual(5);
    const dialog = estimateDialog(page);
    for (let i = 0; i < count; i++) {
      await triggers.nth(i).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(triggers.nth(i)).toBeFocused();
    }
    const email = uniqueEmail('town');
    await triggers.first().click();
    await fillEstimate(dialog, {
      name: 'Jordan Town',
      email,
      phone: '973-555-0177',
      service: 'Interior Painting',
      time: 'Afternoon (12pm - 5pm)',
    });
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText(ESTIMATE_THANKS)).toBeVisible();
    expect(await rowsByEmail('estimates', email)).toEqual([
      expect.objectContaining({
        name: 'Jordan Town',
        service: 'interior',
        contact_time: 'afternoon',
      }),
    ]);
  });
});
