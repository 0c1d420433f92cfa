import type { Page } from '@playwright/test';
import { test, expect, NOT_FOUND_RESOURCE } from '../support/e2e/fixtures';
import { pages, routesByLayout } from '../support/e2e/pages';

/**
 * Wakes every island of the page at once (as a first focus inside each would) and waits until
 * all are hydrated: development React reports any markup the pre-render and the island disagree
 * on, which the fixture turns into a failure.
 */
async function hydrateEveryIsland(page: Page) {
  const count = await page.evaluate(() => {
    const islands = document.querySelectorAll('[data-island]');
    islands.forEach((island) => island.dispatchEvent(new FocusEvent('focusin')));
    return islands.length;
  });
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(count);
}

// One worker warms Vite's transform cache; the routes then share it.
test.describe.configure({ mode: 'serial' });

// Every distinct page make-up once; pages that differ only in data share their components.
for (const { url } of routesByLayout) {
  test(`${url}: every island hydrates with no warnings in development`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.splashComplete === 'true');
    await hydrateEveryIsland(page);
    expect(warnings).toEqual([]);
  });
}

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('the 404 page starts with no warnings in development', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.splashComplete === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('the head controls in development', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('as in the build, a tab and a carousel dot answer while no script file has come', async ({
    page,
  }) => {
    const path = pages.find(
      (doc) =>
        doc.sections.some((section) => section.type === 'tabs') &&
        doc.sections.some((section) => section.type === 'testimonialCarousel'),
    )!.path;
    // Every script file (Vite's client, the page's modules) stays on its way: only what the
    // page's head holds inline can answer.
    const held: string[] = [];
    await page.route('**/*', (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      held.push(new URL(route.request().url()).pathname);
    });
    await page.goto(path, { waitUntil: 'commit' });
    const second = page.getByRole('tab').nth(1);
    await second.tap();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    const dot = carousel.getByRole('button', { name: /^Show testimonial 2 of / });
    await dot.tap();
    await expect(dot).toHaveAttribute('aria-current', 'true');
    expect(held).toContain('/src/entry-controls.ts');
  });
});
