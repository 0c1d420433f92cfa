/**
 * The first tap answers at once: on the first page of a session (the splash playing) at 390 px,
 * each control is used as soon as the document is parsed, while every script the page would
 * fetch later (islands, the estimate form, the live notices) is held back for good. So what
 * answers is the platform and the always-loaded runtime, never a script that wakes on the tap.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures.ts';
import { HOLD, holdDocument, type HeldDocument } from '../support/e2e/heldDocument.ts';
import { pages } from '../support/e2e/pages.ts';

const pathWith = (type: string) =>
  pages.find((doc) => doc.sections.some((section) => section.type === type))!.path;

test.use({ skipSplash: false, viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Opens `path` with only the scripts its HTML names (the runtime and what it imports): every
 * chunk fetched later stays unanswered, so no island can wake. Resolves at DOMContentLoaded.
 */
async function openWithRuntimeOnly(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const named = new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map(([, s]) => s));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (named.has(pathname)) return route.continue();
    held.push(pathname);
    // Never answered: the page waits for it as on a stalled network.
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return held;
}

test('the phone menu opens at the first tap, closes with Escape and gives focus back', async ({
  page,
}) => {
  const held = await openWithRuntimeOnly(page, '/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The runtime did ask for what it loads later (the popover's positioner, the live notices),
  // and none of it came: the menu answered without it.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The page under it holds still.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
    .toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu closes on a tap outside it and when one of its links is used', async ({
  page,
}) => {
  await openWithRuntimeOnly(page, '/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await toggle.tap();
  await expect(menu).toBeVisible();
  await page.touchscreen.tap(195, 800);
  await expect(menu).toBeHidden();
  await toggle.tap();
  await expect(menu).toBeVisible();
  // Tapping the toggle again closes it.
  await toggle.tap();
  await expect(menu).toBeHidden();
});

for (const { path, kind } of [
  { path: '/', kind: 'popover' },
  { path: pages.find((doc) => doc.listing?.group === 'town')!.path, kind: 'dialog' },
]) {
  test(`the estimate ${kind} opens at the first tap (${path}), focused on its first field`, async ({
    page,
  }) => {
    await openWithRuntimeOnly(page, path);
    const button = page.locator('main button[data-intent="estimate"]').first();
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const form = page.getByRole('dialog', { name: 'Request Your Free Estimate' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Ana');
    await expect(form.getByLabel('Full Name')).toHaveValue('Ana');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('a town tab shows its panel at the first tap', async ({ page }) => {
  await openWithRuntimeOnly(page, pathWith('tabs'));
  const tabs = page.getByRole('tab');
  const second = tabs.nth(1);
  await second.tap();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
  const panel = page.locator(`#${await second.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
});

test('an FAQ item opens at the first tap', async ({ page }) => {
  await openWithRuntimeOnly(page, pathWith('faq'));
  const item = page.locator('details').first();
  await expect(item).not.toHaveAttribute('open');
  await item.locator('summary').tap();
  await expect(item).toHaveAttribute('open');
});

test('the before/after slider moves with the first arrow keys, and its divider follows', async ({
  page,
}) => {
  await openWithRuntimeOnly(page, '/');
  const slider = page.getByRole('slider').first();
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('52');
  await expect(slider).toHaveAttribute('aria-valuetext', '48% after image shown');
  const divider = slider.locator('xpath=..');
  await expect
    .poll(() => divider.evaluate((frame) => frame.style.getPropertyValue('--position')))
    .toBe('52%');
});

test('a carousel dot shows its testimonial at the first tap', async ({ page }) => {
  await openWithRuntimeOnly(page, pathWith('testimonialCarousel'));
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  const dot = carousel.getByRole('button', { name: /^Show testimonial 2 of / });
  await dot.tap();
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('group', { name: /^2 of / })).toBeVisible();
  await expect(carousel.getByRole('group')).toHaveCount(1);
  await expect(carousel.locator('[aria-live="polite"]')).toContainText('Showing testimonial 2 of');
});

test('a tab and a carousel dot answer at once while no script file has come', async ({ page }) => {
  const path = pathWith('tabs');
  expect(pages.find((doc) => doc.path === path)!.sections.map((s) => s.type)).toContain(
    'testimonialCarousel',
  );
  // Every script file stays on its way, the controls' module too, as on a stalled connection.
  const asked: string[] = [];
  await page.route('**/assets/*.js', (route) => {
    asked.push(new URL(route.request().url()).pathname);
  });
  await page.goto(path, { waitUntil: 'commit' });
  const second = page.getByRole('tab').nth(1);
  const carousel = page.locator('[aria-roledescription="carousel"]').first();
  const dot = carousel.getByRole('button', { name: /^Show testimonial 2 of / });
  await second.tap();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
  // Tapped where a visitor sees it: the dots re-centre as the rest of their row arrives, so a
  // point taken before that can land beside the dot. A dot tapped earlier is the test below.
  await expect(carousel.locator('[data-carousel-status]')).toBeAttached();
  await dot.tap();
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('group', { name: /^2 of / })).toBeVisible();
  // The controls' module was asked for and never came.
  expect(asked.some((file) => /\/entry-controls-[\w-]+\.js$/.test(file))).toBe(true);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test.describe('a press made while the rest of its control is still arriving counts once it comes', () => {
  let held: HeldDocument | undefined;
  // The page first: its fonts may still be coming from the held page's server.
  test.afterEach(async ({ page }) => {
    await page.close();
    await held?.close();
  });

  /** Opens the page with tabs and a carousel, served up to `holdAfter` until `arrive`. */
  async function openHeld(page: Page, origin: string, holdAfter: RegExp) {
    held = await holdDocument(origin, pathWith('tabs'), holdAfter);
    await page.goto(held.url, { waitUntil: 'commit' });
  }

  /** Lets the rest of the page come, and waits until it is parsed. */
  async function arrive(page: Page) {
    expect(await page.evaluate(() => document.readyState)).toBe('loading');
    held!.release();
    await page.waitForFunction(() => document.readyState !== 'loading');
  }

  test('a tab tapped before its panels', async ({ page, baseURL }) => {
    await openHeld(page, baseURL!, HOLD.beforeTabPanels);
    const second = page.getByRole('tab').nth(1);
    await second.tap();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await arrive(page);
    await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('a carousel dot tapped before the other dots and the announcement', async ({
    page,
    baseURL,
  }) => {
    await openHeld(page, baseURL!, HOLD.afterSecondDot);
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const dot = carousel.getByRole('button', { name: /^Show testimonial 2 of / });
    await dot.tap();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await arrive(page);
    await expect(carousel.getByRole('group', { name: /^2 of / })).toBeVisible();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(carousel.locator('[aria-live="polite"]')).toContainText(
      'Showing testimonial 2 of',
    );
  });

  test('the previous button tapped before any dot', async ({ page, baseURL }) => {
    await openHeld(page, baseURL!, HOLD.beforeDots);
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).tap();
    await arrive(page);
    const count = await carousel.getByRole('group', { includeHidden: true }).count();
    await expect(carousel.getByRole('group', { name: `${count} of ${count}` })).toBeVisible();
    const last = carousel.getByRole('button', { name: `Show testimonial ${count} of ${count}` });
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await expect(carousel.locator('[aria-live="polite"]')).toContainText(
      `Showing testimonial ${count} of ${count}`,
    );
  });
});
