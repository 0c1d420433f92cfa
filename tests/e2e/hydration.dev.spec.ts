import { test, expect, NOT_FOUND_RESOURCE } from './support/fixtures';
import { routesByLayout } from './support/pages';

// One worker warms Vite's transform cache; the routes then share it.
test.describe.configure({ mode: 'serial' });

// Every distinct page make-up once; pages that differ only in data share their components.
for (const { url } of routesByLayout) {
  test(`${url} hydrates with no warnings in development`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.splashComplete === 'true');
    expect(warnings).toEqual([]);
  });
}

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('hydrates the 404 page with no warnings in development', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.splashComplete === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
