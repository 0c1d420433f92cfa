import type { Page } from '@playwright/test';
import { test, expect, NOT_FOUND_RESOURCE } from './support/fixtures';
import { routesByLayout } from './support/pages';

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
