/**
 * axe-core WCAG 2.2 AA scans of the states a page load does not show: the 404 page, the open
 * mobile menu, the open estimate popover and dialog, and a live notification card. Every page
 * at phone and desktop width is scanned by layout.spec.ts.
 */
import {
  NOT_FOUND_RESOURCE,
  appReady,
  expect,
  overlayListening,
  test,
} from '../support/e2e/fixtures.ts';
import { expectNoViolations } from '../support/e2e/axe.ts';
import { database } from '../support/e2e/backend.ts';
import { openEstimateDialog } from '../support/e2e/forms.ts';

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

test.describe('forms and notifications', () => {
  test('the open estimate popover has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.locator('button[data-intent="estimate"]').first().click();
    const popover = page.getByRole('dialog', { name: 'Request Your Free Estimate' });
    await expect(popover).toBeVisible();
    await expectNoViolations(page);
  });

  test('the open estimate dialog has no WCAG A/AA violations', async ({ page }) => {
    await openEstimateDialog(page, '/services/interior-painting');
    await expectNoViolations(page);
  });

  test('a notification card has no WCAG A/AA violations', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about');
    await appReady(page);
    await overlayListening(page);
    const { error } = await database().from('estimates').insert({
      name: 'Axe Check',
      email: 'axe@example.com',
      phone: '973-555-0100',
      service: 'interior',
      contact_time: 'morning',
    });
    expect(error).toBeNull();
    await expect(page.locator('article[lang="es"]', { hasText: 'Axe Check' })).toBeVisible();
    await expectNoViolations(page);
  });
});
