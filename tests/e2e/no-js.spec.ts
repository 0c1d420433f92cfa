/** With JavaScript off the pre-rendered HTML is the whole site: content, navigation, no stuck splash. */
import type { Page } from '@playwright/test';
import { effectiveOpacity, expect, expectSeen, test } from '../support/e2e/fixtures.ts';
import {
  checkedRoutes,
  headlineOf,
  mainTextsOf,
  pages,
  routes,
  serviceLinks,
  site,
  type Link,
  type TestPage,
} from '../support/e2e/pages.ts';
import { townChecks } from '../support/e2e/townSpec.ts';

test.use({ javaScriptEnabled: false });

interface StaticPage {
  headings: string[];
  mainText: string;
  /** The links of each visible navigation landmark outside the footer, by accessible name. */
  navs: NavLinks;
  /** The same for the footer (the contentinfo landmark). */
  footerNavs: NavLinks;
}
type NavLinks = Record<string, { label: string; href: string | null }[]>;

/**
 * The page as a visitor without JavaScript gets it, read in one pass: nothing can change the DOM
 * here, and one read is far cheaper than a dozen accessibility-tree queries on a busy machine.
 * Landmarks are named as assistive technology names them (aria-label, else aria-labelledby).
 */
const readStaticPage = (page: Page) =>
  page.evaluate((): StaticPage => {
    const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter((label): label is HTMLElement => label !== null)
        .map(text)
        .join(' ');
    // A footer is the page's contentinfo landmark unless it belongs to a sectioning element.
    const isContentInfo = (footer: Element) =>
      !footer.parentElement?.closest('article, aside, main, nav, section');
    const navs: NavLinks = {};
    const footerNavs: NavLinks = {};
    for (const nav of document.querySelectorAll('nav')) {
      if (!nav.checkVisibility()) continue;
      const footer = nav.closest('footer');
      const found = footer && isContentInfo(footer) ? footerNavs : navs;
      // A second landmark with the same name is kept apart rather than hiding the first.
      let name = nameOf(nav);
      while (name in found) name += ' (again)';
      found[name] = [...nav.querySelectorAll('a[href]')].map((a) => ({
        label: text(a),
        href: a.getAttribute('href'),
      }));
    }
    const main = document.querySelector('main');
    return {
      headings: [...document.querySelectorAll('h1')].map(text),
      mainText: main ? text(main) : '',
      navs,
      footerNavs,
    };
  });

const linksOf = (links: readonly Link[]) => links.map(({ label, href }) => ({ label, href }));

async function expectContentAndSiteLinks(page: Page, doc: TestPage) {
  const { headings, mainText, navs, footerNavs } = await readStaticPage(page);
  expect(headings, 'the page has one h1').toHaveLength(1);
  const headline = headlineOf(doc);
  if (headline) expect(headings[0]).toBe(headline);
  else expect(headings[0]).not.toBe('');
  for (const text of mainTextsOf(doc)) expect(mainText).toContain(text);

  expect(navs['Main'], 'the main navigation').toEqual(linksOf(site.nav));
  expect(footerNavs['Quick Links'], "the footer's quick links").toEqual(
    linksOf(site.footer.quickLinks),
  );
  expect(footerNavs['Our Services'], "the footer's service links").toEqual(linksOf(serviceLinks));
  expect(footerNavs['Legal'], "the footer's legal links").toEqual(linksOf(site.footer.legalLinks));
}

/** No script removes the splash here: its CSS alone must fade it out and reveal the page. */
async function expectSplashEndsByItself(page: Page) {
  const splash = page.getByTestId('splash');
  await expect(splash, 'the pre-rendered splash (no script will remove it)').toBeAttached();
  // Faded out by its CSS alone: unseen, and it never took a press (pointer-events: none).
  await expect.poll(() => effectiveOpacity(splash), { timeout: 15_000 }).toBe(0);
  await expectSeen(page.getByRole('heading', { level: 1 }), 15_000);
}

// Two shares, one per worker: each route loads once, in one page, for every check of it here and
// towns.spec.ts's (a context and its first load cost more than the checks on a busy machine).
// Only the checked routes (all, unless `npm run test:e2e:pages` chose the changed pages); a share
// with none is no test.
const shares = [0, 1].map((half) => checkedRoutes.filter((_, i) => i % 2 === half));

shares.forEach((share, index) => {
  if (share.length === 0) return;
  test(`every route shows its content, site links and town facts, and its splash ends by itself (share ${index + 1} of 2)`, async ({
    page,
  }) => {
    // A hang detector, not a speed goal: a page takes seconds to load on a busy machine.
    test.setTimeout(share.length * 15_000);
    // The browser plays the page's animations 10 times faster (DevTools protocol, no page script
    // needed), for every document this page loads; the checks wait for states, never for time.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 10 });
    for (const { url, page: doc, isAlias } of share) {
      await test.step(`${url} (${doc.file}${isAlias ? ', alias' : ''})`, async () => {
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        await expectSplashEndsByItself(page);
        await page.waitForLoadState('load');
        await expectContentAndSiteLinks(page, doc);
        await townChecks.get(url)?.(page, response);
      });
    }
  });
});

const pathWith = (type: string) =>
  routes.find(({ page }) => page.sections.some((section) => section.type === type))!.url;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One page for all of them, a context and its first load being the dearest part of each.
  test('the phone menu, an FAQ item, the tabs and both estimate forms work', async ({ page }) => {
    // Several tests' checks in one: three times the budget of one.
    test.slow();
    await page.goto('/');
    await test.step('the phone menu opens, and Escape closes it', async () => {
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await toggle.click();
      await expect(menu.getByRole('link')).toHaveText(site.nav.map((link) => link.label));
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    for (const { path, kind } of [
      { path: '/', kind: 'popover' },
      { path: pages.find((doc) => doc.listing?.group === 'town')!.path, kind: 'dialog' },
    ]) {
      // Its <noscript> note (call us instead) is not checked: with scripting turned off by the
      // browser's automation, Chromium still parses <noscript> as if scripting were on.
      await test.step(`the estimate ${kind} opens on ${path}, and Escape closes it`, async () => {
        if (path !== '/') await page.goto(path);
        await page.locator('main button[data-intent="estimate"]').first().click();
        const form = page.getByRole('dialog', { name: 'Request Your Free Estimate' });
        await expect(form).toBeVisible();
        await expect(form.getByLabel('Full Name')).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(form).toBeHidden();
      });
    }

    await test.step(`an FAQ item opens on ${pathWith('faq')}`, async () => {
      await page.goto(pathWith('faq'));
      const item = page.locator('details').first();
      await item.locator('summary').click();
      await expect(item).toHaveAttribute('open');
      await expect(item.locator('p').first()).toBeVisible();
    });

    await test.step(`every tab's text shows on ${pathWith('tabs')}, one panel after another`, async () => {
      await page.goto(pathWith('tabs'));
      const panels = page.locator('[role="tabpanel"]');
      expect(await panels.count()).toBeGreaterThan(1);
      for (const panel of await panels.all()) await expect(panel).toBeVisible();
    });
  });
});
