/** The intro on the first visit of a session; none on later loads or for reduced motion. */
import type { Page } from '@playwright/test';
import { appReady, effectiveOpacity, expect, expectSeen, test } from './support/fixtures.ts';
import { site } from './support/pages.ts';

// Fresh sessions: nothing marks the splash as seen before the first load.
test.use({ skipSplash: false });

interface SplashSamples {
  splashShown?: boolean;
  splashCoveredHeading?: boolean;
}

/**
 * Records, on every frame before paint, whether the splash was showing at all and whether it
 * was the topmost thing over the h1's centre. Sampling in the page, rather than asking once
 * from the test, keeps the answer independent of how busy the machine is.
 */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as SplashSamples;
    w.splashShown = false;
    w.splashCoveredHeading = false;
    const sample = () => {
      const splash = document.querySelector<HTMLElement>('[data-testid="splash"]');
      if (splash) {
        const style = getComputedStyle(splash);
        if (style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0') {
          w.splashShown = true;
        }
        const box = document.querySelector('h1')?.getBoundingClientRect();
        const top = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        if (top?.closest('[data-testid="splash"]')) w.splashCoveredHeading = true;
      }
      if (document.documentElement.dataset.splashComplete !== 'true') requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return {
    shown: () => page.evaluate(() => (window as unknown as SplashSamples).splashShown),
    coveredHeading: () =>
      page.evaluate(() => (window as unknown as SplashSamples).splashCoveredHeading),
  };
}

/** Whether the element under the h1's centre belongs to the splash overlay. */
const splashCoversHeading = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const box = h1.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!top?.closest('[data-testid="splash"]');
  });

test('the first load shows the intro, then removes it and reveals the page', async ({ page }) => {
  const samples = await watchSplash(page);
  // Check the first moments, not after every picture has loaded (the intro lasts 2.4 s).
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const splash = page.getByTestId('splash');
  expect(await splash.isVisible(), 'splash showing right after load').toBe(true);
  await expect(splash).toContainText(site.brand.name);
  await expect(splash).toContainText('Premium Painting Services');

  await page.waitForFunction(() => !document.querySelector('[data-testid="splash"]'), null, {
    polling: 50,
    timeout: 3_500,
  });
  const removedAt = await page.evaluate(() => performance.now());
  expect(removedAt, 'ms after navigation start when the splash was removed').toBeGreaterThan(2_300);
  expect(removedAt).toBeLessThan(3_000);
  expect(await page.evaluate(() => document.documentElement.dataset.splashComplete)).toBe('true');
  expect(await samples.coveredHeading(), 'the splash covered the page while it played').toBe(true);
  await expectSeen(page.getByRole('heading', { level: 1 }));
});

test('a later load in the same session shows no splash', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const samples = await watchSplash(page);
  await page.reload();

  expect(await page.getByTestId('splash').isVisible(), 'splash right after reload').toBe(false);
  expect(await effectiveOpacity(page.getByRole('heading', { level: 1 }))).toBe(1);
  expect(await splashCoversHeading(page)).toBe(false);
  await appReady(page, 1_000);
  expect(await samples.shown(), 'splash painted during the second load').toBe(false);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the splash never shows and the content is visible at once', async ({ page }) => {
    const samples = await watchSplash(page);
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await page.getByTestId('splash').isVisible(), 'splash right after load').toBe(false);
    expect(await effectiveOpacity(h1), 'h1 opacity right after load').toBe(1);
    await expectSeen(h1);
    await appReady(page, 1_000);
    expect(await samples.shown(), 'splash painted at any time').toBe(false);
  });
});
