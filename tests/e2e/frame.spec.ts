/**
 * The header, mobile menu and footer around every page, and in-app navigation.
 * Console errors fail any test (support/fixtures.ts); routes.spec.ts opens and hydrates every route.
 */
import { appReady, expect, test } from '../support/e2e/fixtures.ts';
import type { SiteDocument } from '../../src/generated/content.ts';
import { estimateDialog } from '../support/e2e/forms.ts';
import { firstLinkToOtherPage, pageAt, pages, serviceLinks, site } from '../support/e2e/pages.ts';
import { MENU_ID } from '../../src/shared/frameIds.ts';

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

// One load of the home page for all of them; the footer link, which leaves it, goes last.
test('the desktop header and the footer of the home page', async ({ page }) => {
  // Several tests' checks in one: three times the budget of one.
  test.slow();
  await page.goto('/');
  await appReady(page);
  await test.step('header: turns solid once scrolled past 50 px and clear again at the top', async () => {
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
  await test.step('header: shows the six site.json nav links in order', async () => {
    const links = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link');
    await expect(links).toHaveText(site.nav.map((link) => link.label));
    for (const [index, link] of site.nav.entries()) {
      await expect(links.nth(index)).toBeVisible();
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
    }
  });
  await test.step('header: has a click-to-call phone link', async () => {
    // The header's own link; the closed phone menu holds another.
    const call = page
      .getByRole('banner')
      .locator(`a[href="tel:${site.contact.phoneE164}"]`)
      .first();
    await expect(call).toBeVisible();
    await expect(call).toContainText(site.contact.phoneDisplay);
  });
  await test.step('footer: shows the current year in the copyright line', async () => {
    await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
  });
  await test.step('footer: social profiles are named placeholders, not links, until site.json names a profile', async () => {
    const social = page.getByRole('contentinfo').getByRole('list', { name: /social/i });
    const items = site.footer.social as SiteDocument['footer']['social'];
    const networks = items.map((item) => (typeof item === 'string' ? item : item.network));
    const profiles = items.filter((item) => typeof item !== 'string');
    await expect(social.getByRole('listitem')).toHaveCount(networks.length);
    await expect(social.getByRole('listitem')).toContainText(networks, { ignoreCase: true });
    await expect(social.locator('a')).toHaveCount(profiles.length);
  });
  await test.step('footer: a footer link opens its page at the top, without the splash', async () => {
    const links = [...site.footer.quickLinks, ...serviceLinks, ...site.footer.legalLinks];
    const target = firstLinkToOtherPage(links, '/');
    expect(target, 'a footer link to an existing page other than home').toBeDefined();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page), 'the home page scrolls').toBeGreaterThan(200);

    // Every page is a document of its own: the link loads it (prerendered ahead where it can).
    await page.getByRole('contentinfo').locator(`a[href="${target!.href}"]`).first().click();
    await expect(page).toHaveTitle(pageAt(target!.href)!.meta.title);
    await appReady(page);
    expect(await scrollY(page)).toBe(0);
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });
});

const section = site.nav.find((link) => link.currentFor?.length)!;
const samples = section.currentFor!.map((group) =>
  pages.find((doc) => doc.listing?.group === group && doc.path !== section.href)!,
);
test(`${section.label} is marked current on a page of each of its groups`, async ({ page }) => {
  for (const doc of samples) {
    await test.step(`${section.label} is marked current on ${doc.path} (a ${doc.listing!.group} page)`, async () => {
      await page.goto(doc.path);
      await appReady(page);
      const nav = page.getByRole('navigation', { name: 'Main', exact: true });
      const current = nav.locator('a[aria-current]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(section.label);
      // The same underline as a link on its own page.
      const line = await current.evaluate((a) => getComputedStyle(a).borderBottomColor);
      expect(line).toBe(await current.evaluate((a) => getComputedStyle(a).color));
    });
  }
});

test.describe('mobile menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const parts = (page: import('@playwright/test').Page) => ({
    toggle: page.getByRole('banner').getByRole('button', { name: /menu/i }),
    menu: page.getByRole('navigation', { name: 'Mobile', exact: true }),
  });

  // Two tests of one load each, every step leaving the menu closed for the next; the one that
  // leaves the page goes last.
  test('a tap target to call; the menu closes on Escape, when focus moves past it, and on a press beside it', async ({
    page,
  }) => {
    // Several tests' checks in one: three times the budget of one.
    test.slow();
    await page.goto('/');
    await appReady(page);
    await test.step("the header's phone link is a tap target of at least 44 × 44 px with a visible word", async () => {
      const call = page
        .getByRole('banner')
        .locator(`a[href="tel:${site.contact.phoneE164}"]`)
        .first();
      const box = (await call.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const word = site.quickActions!.find((action) => action.kind === 'phone')!.label;
      await expect(call.getByText(word, { exact: true })).toBeVisible();
    });
    await test.step('Escape closes it and puts focus back on the toggle', async () => {
      const { toggle, menu } = parts(page);
      await toggle.click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link').first().focus();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });
    await test.step('closes when focus moves on past its last action', async () => {
      const { toggle, menu } = parts(page);
      await toggle.click();
      await page.locator('header button[data-intent="menu-estimate"]').focus();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    await test.step('dims and holds the page behind it; pressing the dimmed page closes it', async () => {
      const { toggle, menu } = parts(page);
      await toggle.click();
      await expect(menu).toBeVisible();
      // Below the menu and the header, the press lands on the menu's dimmed overlay, not the page.
      const { width, height } = page.viewportSize()!;
      const pressed = await page.evaluate(
        ([x, y]) => {
          const hit = document.elementFromPoint(x!, y!)!;
          return {
            inMain: !!hit.closest('main'),
            dimmed: getComputedStyle(hit).backgroundColor,
            scroll: getComputedStyle(document.documentElement).overflow,
          };
        },
        [width / 2, height - 10],
      );
      expect(pressed).toEqual({
        inMain: false,
        dimmed: expect.stringMatching(/^rgba\(.*, 0\.\d+\)$/),
        scroll: 'hidden',
      });
      await page.mouse.click(width / 2, height - 10);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  });

  test('the menu offers the call and estimate actions, and closes when a link navigates', async ({
    page,
  }) => {
    await page.goto('/');
    await appReady(page);
    await test.step("offers the site's call and estimate actions; the estimate form opens from it", async () => {
      const { toggle } = parts(page);
      await toggle.click();
      const panel = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
      const call = panel.locator(`a[href="tel:${site.contact.phoneE164}"]`);
      await expect(call).toBeVisible();
      const estimate = panel.locator('button[data-intent="menu-estimate"]');
      await expect(estimate).toBeVisible();
      await estimate.click();
      await expect(estimateDialog(page)).toBeVisible();
      // By its markup: while the modal form is open the page behind it leaves the accessibility tree.
      const toggleElement = page.locator(`header button[popovertarget="${MENU_ID}"]`);
      await expect(toggleElement).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(estimateDialog(page)).toBeHidden();
      await expect(toggle).toBeFocused();
    });
    await test.step('opens from the toggle and closes when a link navigates', async () => {
      const { toggle, menu } = parts(page);
      await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
      await expect(panel.getByRole('navigation', { name: 'Mobile', exact: true })).toBeVisible();
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
  });
});
