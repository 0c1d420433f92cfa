/**
 * The header, mobile menu and footer around every page, and in-app navigation.
 * Console errors fail any test (support/fixtures.ts); routes.spec.ts opens and hydrates every route.
 */
import { appReady, expect, test } from './support/fixtures.ts';
import { firstLinkToOtherPage, pageAt, serviceLinks, site } from './support/pages.ts';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test.describe('desktop header', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await appReady(page);
  });

  test('turns solid once scrolled past 50 px and clear again at the top', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('shows the six site.json nav links in order', async ({ page }) => {
    const links = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link');
    await expect(links).toHaveText(site.nav.map((link) => link.label));
    for (const [index, link] of site.nav.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
    }
  });

  test('has a click-to-call phone link', async ({ page }) => {
    const call = page.getByRole('banner').locator(`a[href="tel:${site.contact.phoneE164}"]`);
    await expect(call).toBeVisible();
    await expect(call).toContainText(site.contact.phoneDisplay);
  });
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await appReady(page);
  });

  const parts = (page: import('@playwright/test').Page) => ({
    toggle: page.getByRole('banner').getByRole('button', { name: /menu/i }),
    menu: page.getByRole('navigation', { name: 'Mobile', exact: true }),
  });

  test('opens from the toggle and closes when a link navigates', async ({ page }) => {
    const { toggle, menu } = parts(page);
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toHaveAttribute('id', (await toggle.getAttribute('aria-controls'))!);
    const links = menu.getByRole('link');
    await expect(links).toHaveText(site.nav.map((link) => link.label));
    for (const link of await links.all()) await expect(link).toBeVisible();

    const target = firstLinkToOtherPage(site.nav, '/');
    expect(target, 'a mobile menu link to an existing page other than home').toBeDefined();
    await menu.getByRole('link', { name: target!.label, exact: true }).click();
    await expect(page).toHaveURL(target!.href);
    await expect(page).toHaveTitle(pageAt(target!.href)!.meta.title);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('Escape closes it and puts focus back on the toggle', async ({ page }) => {
    const { toggle, menu } = parts(page);
    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await appReady(page);
  });

  test('a footer link navigates in the app and scrolls to the top', async ({ page }) => {
    const links = [...site.footer.quickLinks, ...serviceLinks, ...site.footer.legalLinks];
    const target = firstLinkToOtherPage(links, '/');
    expect(target, 'a footer link to an existing page other than home').toBeDefined();

    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    expect(await scrollY(page), 'the home page scrolls').toBeGreaterThan(200);

    await page.getByRole('contentinfo').locator(`a[href="${target!.href}"]`).first().click();
    await expect(page).toHaveTitle(pageAt(target!.href)!.meta.title);
    await expect.poll(() => scrollY(page), { timeout: 2_000 }).toBe(0);
    const noReload = await page.evaluate(
      () => (window as unknown as { noReload?: boolean }).noReload,
    );
    expect(noReload, 'navigated without reloading the document').toBe(true);
  });

  test('shows the current year in the copyright line', async ({ page }) => {
    await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
  });

  test('social profiles are named placeholders, not links', async ({ page }) => {
    const social = page.getByRole('contentinfo').getByRole('list', { name: /social/i });
    await expect(social.getByRole('listitem')).toHaveCount(site.footer.social.length);
    await expect(social.getByRole('listitem')).toContainText(site.footer.social, {
      ignoreCase: true,
    });
    await expect(social.locator('a')).toHaveCount(0);
  });
});
