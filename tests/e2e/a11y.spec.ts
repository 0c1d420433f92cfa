/** axe-core WCAG 2.2 AA scans: every route, the 404 page, and the open mobile menu. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NOT_FOUND_RESOURCE, appReady, expect, test } from './support/fixtures.ts';
import { routes } from './support/pages.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

for (const { url, page: doc } of routes) {
  test(`${url} has no WCAG A/AA violations (${doc.file})`, async ({ page }) => {
    await page.goto(url);
    await appReady(page);
    await expectNoViolations(page);
  });
}

test.describe('404 page', () => {
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/no-such-page-here');
    await appReady(page);
    await expectNoViolations(page);
  });
});

test.describe('mobile menu open (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home page has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Mobile', exact: true })).toBeVisible();
    await expectNoViolations(page);
  });
});
