/**
 * The first page of a session in a second engine: Debian's Firefox ESR, driven over WebDriver
 * BiDi by puppeteer-core (scripts/e2e.ts finds or installs it and sets FIREFOX_PATH). One page of
 * each make-up (routesByLayout), at 390 and 1440 px, gets the first-visit checks of
 * layout.spec.ts; then an estimate is sent from a town page's dialog and read back.
 */
import { launch, type Browser, type Page } from 'puppeteer-core';
import { rowsByEmail } from '../support/e2e/backend.ts';
import { expect, test as base } from '../support/e2e/fixtures.ts';
import { ESTIMATE_THANKS, uniqueEmail } from '../support/e2e/forms.ts';
import { HOLD, holdDocument } from '../support/e2e/heldDocument.ts';
import { pages, routesByLayout } from '../support/e2e/pages.ts';
import { HONEYPOT_NAME } from '../../src/ui/Form/spam.ts';
import {
  finishSplash,
  fixedUiReport,
  scrollInstantly,
  type FixedUiReport,
} from '../support/e2e/staysOnScreen.ts';

const test = base.extend<object, { firefox: Browser }>({
  firefox: [
    // Playwright reads a fixture's needs from its first parameter; this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const executablePath = process.env.FIREFOX_PATH;
      if (!executablePath)
        throw new Error('Run these tests with `npm run test:e2e`: FIREFOX_PATH is not set.');
      const browser = await launch({ browser: 'firefox', executablePath, headless: true });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** A fresh session (its own browser context) at this size, with every console error kept. */
async function freshPage(firefox: Browser, width: number, height: number) {
  const context = await firefox.createBrowserContext();
  const page = await context.newPage();
  // Straight to WebDriver BiDi: puppeteer's setViewport also sends a screen-orientation
  // override that Firefox ESR 140 does not know, and fails.
  const frame = page.mainFrame() as unknown as {
    browsingContext: { setViewport(options: object): Promise<void> };
  };
  await frame.browsingContext.setViewport({ viewport: { width, height } });
  expect(await page.evaluate(() => window.innerWidth), 'the viewport width').toBe(width);
  const errors: string[] = [];
  page.on('console', (message) => {
    // Offline, the videos in the backend's storage fail and the page falls back to its picture.
    if (message.type() === 'error' && !message.text().includes('/storage/v1/object/public/'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { page, errors, close: () => context.close() };
}

const baseUrl = () => test.info().project.use.baseURL!;

/** Holds CSS animations from the first frame, like fixtures.ts's holdAnimations. */
async function holdAnimations(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { animation-play-state: paused !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { heldAnimations: CSSStyleSheet }).heldAnimations = sheet;
  });
}

async function releaseAnimations(page: Page) {
  await page.evaluate(() => {
    const { heldAnimations } = window as unknown as { heldAnimations: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== heldAnimations);
  });
}

// Polled from the test: puppeteer's waitForFunction compiles its predicate in the page, which
// the site's CSP (no 'unsafe-eval') rightly refuses.
const splashComplete = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.splashComplete), {
      timeout: 15_000,
    })
    .toBe('true');

async function expectFixedUiInPlace(page: Page, width: number, height: number) {
  const phone = width < 768;
  for (const to of [2000, 'end'] as const) {
    await page.evaluate(scrollInstantly, to);
    await expect
      .poll(
        async () => {
          const report: FixedUiReport = await page.evaluate(fixedUiReport);
          return {
            headerTop: report.headerTop,
            barBottom: phone && report.barBottom !== null ? Math.round(report.barBottom) : null,
            trapped: report.trapped,
          };
        },
        { message: `Firefox: header, bar and fixed elements scrolled to ${to}` },
      )
      .toEqual({ headerTop: 0, barBottom: phone ? height : null, trapped: [] });
  }
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`Firefox, first page of a session at ${width} px: header and mobile bottom bar stay on screen`, async ({
    firefox,
  }) => {
    test.slow();
    for (const { url } of routesByLayout) {
      const { page, errors, close } = await freshPage(firefox, width, height);
      await holdAnimations(page);
      await page.goto(new URL(url, baseUrl()).href);
      expect(await page.evaluate(finishSplash), `the splash plays on ${url}`).toBe(true);
      await releaseAnimations(page);
      await splashComplete(page);
      await expectFixedUiInPlace(page, width, height);
      // A later page of the same session: no splash, the same parts in place.
      await page.goto(new URL('/contact', baseUrl()).href);
      await splashComplete(page);
      await expectFixedUiInPlace(page, width, height);
      expect(errors, `console errors on ${url}`).toEqual([]);
      await close();
    }
  });
}

test('Firefox: an estimate sent from a town page is stored with that page', async ({ firefox }) => {
  const town = pages.find((doc) => doc.listing?.group === 'town')!;
  const email = uniqueEmail('firefox');
  const { page, errors, close } = await freshPage(firefox, 390, 844);
  await holdAnimations(page);
  await page.goto(new URL(town.path, baseUrl()).href);
  expect(await page.evaluate(finishSplash)).toBe(true);
  await releaseAnimations(page);
  await splashComplete(page);
  await page.click('main button[data-intent="estimate"]');
  // CSS selectors: puppeteer's ARIA queries need Chromium's accessibility tree.
  const form = 'form[aria-label="Estimate request"]';
  await page.waitForSelector(`${form} input[name="name"]`, { visible: true });
  const typed = { name: 'Firefox Visitor', email, phone: '973 555 0144' };
  for (const [name, value] of Object.entries(typed))
    await page.type(`${form} input[name="${name}"]`, value);
  await page.select(`${form} select[name="service"]`, 'interior');
  await page.select(`${form} select[name="contact_time"]`, 'morning');
  // What the visitor sees in the form before sending: every key landed in its own field, and
  // none in the hidden spam trap (a filled trap is thanked like people but stores nothing).
  const values = () =>
    page.evaluate(
      (selector, names) =>
        Object.fromEntries(
          names.map((name) => [
            name,
            document.querySelector<HTMLInputElement>(`${selector} [name="${name}"]`)?.value,
          ]),
        ),
      form,
      [...Object.keys(typed), HONEYPOT_NAME],
    );
  await expect.poll(values).toEqual({ ...typed, [HONEYPOT_NAME]: '' });
  await page.click(`${form} button[type="submit"]`);
  await expect
    .poll(() => page.evaluate((selector) => document.querySelector(selector)?.textContent, form))
    .toContain(ESTIMATE_THANKS);
  expect(await rowsByEmail('estimates', email)).toEqual([
    expect.objectContaining({ name: 'Firefox Visitor', service: 'interior', page_path: town.path }),
  ]);
  expect(errors).toEqual([]);
  await close();
});

/** The same first taps as first-tap.spec.ts, made at DOMContentLoaded of a session's first page. */
test.describe('Firefox, first page of a session at 390 px: each control answers the first tap', () => {
  const pathWith = (type: string) =>
    pages.find((doc) => doc.sections.some((section) => section.type === type))!.path;
  const read =
    <T>(page: Page, fn: () => T) =>
    () =>
      page.evaluate(fn);

  /** Which dot of the page's first carousel is current. */
  const currentDot = (page: Page) =>
    read(page, () =>
      document
        .querySelector('[aria-roledescription="carousel"] [aria-current="true"]')
        ?.getAttribute('data-carousel-dot'),
    );

  /** Hides CSS anchor positioning from the page's feature check, as Firefox ESR 140 lacks it. */
  const hideAnchorPositioning = (page: Page) =>
    page.evaluateOnNewDocument(() => {
      const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
      CSS.supports = (...args: string[]) =>
        !args[0]!.startsWith('position-area') && supports(...args);
    });

  async function firstPage(firefox: Browser, path: string) {
    const session = await freshPage(firefox, 390, 844);
    await session.page.goto(new URL(path, baseUrl()).href, { waitUntil: 'domcontentloaded' });
    return session;
  }

  test('the menu opens, closes with Escape and gives focus back', async ({ firefox }) => {
    const { page, errors, close } = await firstPage(firefox, '/');
    await page.click('header button[popovertarget]');
    const open = read(page, () => !!document.querySelector('[popover]:popover-open nav a'));
    await expect.poll(open).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(open).toBe(false);
    await expect
      .poll(read(page, () => document.activeElement?.hasAttribute('popovertarget')))
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  for (const { path, kind, placed } of [
    { path: '/', kind: 'popover', placed: 'by CSS anchor positioning' },
    // Firefox ESR 140 has no anchor positioning: Floating UI places the panel there.
    { path: '/', kind: 'popover', placed: 'by Floating UI' },
    { path: pages.find((doc) => doc.listing?.group === 'town')!.path, kind: 'dialog', placed: '' },
  ]) {
    test(`the estimate ${kind} opens on ${path}${placed ? ` (placed ${placed})` : ''}, focused on Full Name; Escape closes it`, async ({
      firefox,
    }) => {
      const { page, errors, close } = await freshPage(firefox, 390, 844);
      if (placed === 'by Floating UI') await hideAnchorPositioning(page);
      await page.goto(new URL(path, baseUrl()).href, { waitUntil: 'domcontentloaded' });
      await page.click('main button[data-intent="estimate"]');
      const focused = read(page, () => document.activeElement?.getAttribute('name'));
      await expect.poll(focused).toBe('name');
      if (kind === 'popover') {
        // Beside the button that opened it, 12 px below (room is made by scrolling).
        const gap = read(page, () => {
          const button = document.querySelector('main button[data-intent="estimate"]')!;
          const panel = document.querySelector('[popover]:popover-open [role="dialog"]')!;
          return Math.round(
            panel.getBoundingClientRect().top - button.getBoundingClientRect().bottom,
          );
        });
        // Polled past the page's opening animation, which still grows the button's section.
        await expect.poll(gap).toBe(12);
        await expect
          .poll(
            read(page, () => document.querySelector('[role="dialog"][data-placement]') !== null),
          )
          .toBe(placed === 'by Floating UI');
      }
      await page.keyboard.press('Escape');
      await expect
        .poll(read(page, () => document.activeElement?.getAttribute('data-intent')))
        .toBe('estimate');
      expect(errors).toEqual([]);
      await close();
    });
  }

  test('a tab shows its panel, an FAQ item opens', async ({ firefox }) => {
    const tabs = await firstPage(firefox, pathWith('tabs'));
    await tabs.page.click('[role="tab"]:nth-child(2)');
    await expect
      .poll(
        read(tabs.page, () => {
          const tab = document.querySelector('[role="tab"][aria-selected="true"]')!;
          const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
          return [[...tab.parentElement!.children].indexOf(tab), panel.checkVisibility()];
        }),
      )
      .toEqual([1, true]);
    await tabs.close();
    const faq = await firstPage(firefox, pathWith('faq'));
    await faq.page.click('details summary');
    await expect.poll(read(faq.page, () => document.querySelector('details')!.open)).toBe(true);
    expect([...tabs.errors, ...faq.errors]).toEqual([]);
    await faq.close();
  });

  test('a tab and a carousel dot answer while no script file has come', async ({ firefox }) => {
    const { page, errors, close } = await freshPage(firefox, 390, 844);
    // Every script file stays on its way, as on a stalled connection: the page's head answers.
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!/\/assets\/[^/]+\.js$/.test(request.url())) void request.continue();
    });
    // Never loaded while its module is held: the page is used as soon as its tabs are there.
    void page.goto(new URL(pathWith('tabs'), baseUrl()).href).catch(() => undefined);
    const second = '[role="tab"]:nth-child(2)';
    await page.waitForSelector(second);
    // Pressed where a visitor sees it: after the splash, the page settles from 98 % of its size,
    // moving a control near the end of a long page by 100 px or more, and puppeteer's click
    // lands where the control was when it measured.
    await page.evaluate(finishSplash);
    const id = await page.$eval(second, (tab) => tab.id);
    await page.click(second);
    await expect
      .poll(read(page, () => document.querySelector('[role="tab"][aria-selected="true"]')?.id))
      .toBe(id);
    const dot = '[aria-roledescription="carousel"] [data-carousel-dot="1"]';
    // The whole carousel: its dots re-centre as the rest of their row arrives. A dot pressed
    // before that is the test below.
    await page.waitForSelector('[aria-roledescription="carousel"] [data-carousel-status]');
    await page.evaluate(finishSplash);
    await page.click(dot);
    await expect.poll(currentDot(page)).toBe('1');
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(errors).toEqual([]);
    await close();
  });

  /**
   * Opens the page with tabs and a carousel as a slow connection brings it: up to `holdAfter`,
   * where `press` is pressed (once the opening has settled), then the rest. Resolves parsed;
   * its `close` ends the page before its server, whose fonts may still be on their way.
   */
  async function pressWhileArriving(firefox: Browser, holdAfter: RegExp, press: string) {
    const session = await freshPage(firefox, 390, 844);
    const held = await holdDocument(baseUrl(), pathWith('tabs'), holdAfter);
    const close = async () => {
      await session.close();
      await held.close();
    };
    try {
      void session.page.goto(held.url).catch(() => undefined);
      await session.page.waitForSelector(press);
      await session.page.evaluate(finishSplash);
      await session.page.click(press);
      expect(await session.page.evaluate(() => document.readyState)).toBe('loading');
      held.release();
      await expect.poll(read(session.page, () => document.readyState)).not.toBe('loading');
    } catch (error) {
      await close();
      throw error;
    }
    return { ...session, close };
  }

  test('a tab pressed before its panels have come shows its panel once they come', async ({
    firefox,
  }) => {
    const second = '[role="tab"]:nth-child(2)';
    const { page, errors, close } = await pressWhileArriving(firefox, HOLD.beforeTabPanels, second);
    const shownPanels = read(page, () =>
      [...document.querySelectorAll('[data-tab-panel]')].flatMap((panel, index) =>
        panel.checkVisibility() ? [index] : [],
      ),
    );
    expect(await shownPanels()).toEqual([1]);
    expect(errors).toEqual([]);
    await close();
  });

  for (const { pressed, holdAfter, press, shown } of [
    {
      pressed: 'a dot pressed before the other dots and the status came',
      holdAfter: HOLD.afterSecondDot,
      press: '[aria-roledescription="carousel"] [data-carousel-dot="1"]',
      shown: () => 2,
    },
    {
      pressed: 'previous pressed before any dot came',
      holdAfter: HOLD.beforeDots,
      press: '[aria-roledescription="carousel"] [data-carousel-action="previous"]',
      shown: (count: number) => count,
    },
  ]) {
    test(`the carousel shows and announces ${pressed}, once the rest of it comes`, async ({
      firefox,
    }) => {
      const { page, errors, close } = await pressWhileArriving(firefox, holdAfter, press);
      const carousel = read(page, () => {
        const root = document.querySelector('[aria-roledescription="carousel"]')!;
        const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
        // The slide in the track's window, as the eye sees it, and the one screen readers get.
        const frame = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
        const inWindow = (slide: Element) => {
          const { left, right } = slide.getBoundingClientRect();
          return left + right > 2 * frame.left && left + right < 2 * frame.right;
        };
        return {
          count: slides.length,
          seen: slides.filter(inWindow).map((slide) => slide.getAttribute('aria-label')),
          read: slides
            .filter((slide) => !slide.hasAttribute('aria-hidden'))
            .map((slide) => slide.getAttribute('aria-label')),
          dots: [...root.querySelectorAll('[aria-current="true"]')].map((dot) =>
            dot.getAttribute('data-carousel-dot'),
          ),
          said: root.querySelector('[aria-live="polite"]')!.textContent!.split(':')[0],
        };
      });
      const { count } = await carousel();
      const position = shown(count);
      await expect.poll(carousel).toEqual({
        count,
        seen: [`${position} of ${count}`],
        read: [`${position} of ${count}`],
        dots: [String(position - 1)],
        said: `Showing testimonial ${position} of ${count}`,
      });
      expect(errors).toEqual([]);
      await close();
    });
  }

  test('the slider moves with the arrow keys, a dot shows its testimonial', async ({ firefox }) => {
    const { page, errors, close } = await firstPage(firefox, '/');
    await page.focus('input[type="range"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(
        read(page, () => {
          const range = document.querySelector<HTMLInputElement>('input[type="range"]')!;
          return [range.value, range.parentElement!.style.getPropertyValue('--position')];
        }),
      )
      .toEqual(['52', '52%']);
    await page.click('[aria-roledescription="carousel"] [data-carousel-dot="1"]');
    await expect.poll(currentDot(page)).toBe('1');
    expect(errors).toEqual([]);
    await close();
  });
});
