/**
 * `test` for every spec: pages open without the splash (as on a second visit in the
 * session) and a test fails if its page logs a console error or throws an uncaught error.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

import { IDLE_AFTER_LOAD_MS } from '../../../src/client/whenIdle.ts';

export { expect };

interface Options {
  /** Mark the splash as already seen in this browser session before any page loads. */
  skipSplash: boolean;
  /** Console errors matching one of these are expected, e.g. the 404 status of a not-found page. */
  allowedConsoleErrors: RegExp[];
  /**
   * Let the background videos play from the backend's storage. Off, the browser refuses them and
   * each video gives way to its still (a path of its own, tested in videos.spec.ts with it on): a
   * decoding video doubles the time of unrelated checks on a loaded 2-core machine.
   */
  videos: boolean;
}

/**
 * Background videos live in the backend's public storage, which has no files offline. The page
 * falls back to the still image silently (the spec's rule); this is Chromium's own network log
 * of that failed request, not the app's, so it alone is allowed.
 */
const isOfflineStorageMedia = (text: string, url: string) =>
  text.startsWith('Failed to load resource') && url.includes('/storage/v1/object/public/');

export const test = base.extend<Options>({
  skipSplash: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  videos: [false, { option: true }],

  page: async ({ page, skipSplash, allowedConsoleErrors, videos }, run) => {
    if (!videos) {
      // Blocked by the browser, not by page.route: routing turns Chromium's HTTP cache off, and
      // later pages must find what earlier ones cached (fonts.spec).
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.setBlockedURLs', { urls: ['*/storage/v1/object/public/*'] });
    }
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      if (isOfflineStorageMedia(text, message.location().url)) return;
      problems.push(`console.error on ${message.location().url || page.url()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error}`));
    if (skipSplash) {
      await page.addInitScript(() => {
        try {
          sessionStorage.setItem('splash-seen', '1');
        } catch {
          // about:blank has no storage; real pages do.
        }
      });
    }
    await run(page);
    expect(problems, 'the page logged errors to the console').toEqual([]);
  },
});

/** The 404 document itself makes Chromium log "Failed to load resource ... 404". */
export const NOT_FOUND_RESOURCE = /Failed to load resource: .*404/;

const splashComplete = () => document.documentElement.dataset.splashComplete === 'true';

/** Waits until the app has hydrated and the splash has finished (or was skipped). */
export async function appReady(page: Page, timeout = 5_000): Promise<void> {
  await page.waitForFunction(splashComplete, null, { timeout });
}

/** Opacity as the eye sees it: the product of the element's and all its ancestors' opacity. */
export const effectiveOpacity = (locator: Locator) =>
  locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });

/**
 * What "the visitor can see it" means here, stricter than toBeVisible (which ignores opacity
 * and overlays): fully opaque, and nothing (such as the splash) covers its centre.
 */
export async function expectSeen(locator: Locator, timeout = 5_000): Promise<void> {
  await expect(locator).toBeVisible({ timeout });
  await expect
    .poll(() => effectiveOpacity(locator), { timeout, message: 'opacity of it and its ancestors' })
    .toBe(1);
  // A trial click runs Playwright's hit test without clicking: it fails while anything covers it.
  await locator.click({ trial: true, timeout });
}

/**
 * Stops the page's timers (page.clock.install() must have run before it loaded), a moment on,
 * so a test can then step through seconds with page.clock.runFor() however slow the machine is.
 * Network events and rendering go on; only timers wait.
 */
export async function freezeTimers(page: Page): Promise<void> {
  // Pausing means jumping to a moment ahead; two seconds stays ahead of a busy machine's clock.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
}

/**
 * Holds every CSS animation of the page at its start from the first frame (call before the page
 * loads), so a test can then seek them with seekAnimations instead of racing them.
 */
export async function holdAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // A constructed sheet needs no <html> element yet: it applies from the very first style pass.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { animation-play-state: paused !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { heldAnimations: CSSStyleSheet }).heldAnimations = sheet;
  });
}

/** Lets held CSS animations run on from where they stand (an animation past its end finishes). */
export async function releaseAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { heldAnimations } = window as unknown as { heldAnimations: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== heldAnimations);
  });
}

/** Moves every held CSS animation to `ms` after its start (its own delay included). */
export async function seekAnimations(page: Page, ms: number): Promise<void> {
  await page.evaluate((time) => {
    for (const animation of document.getAnimations()) animation.currentTime = time;
  }, ms);
}

/**
 * Moves the page's (installed) clock past the overlay's wait after load, then waits until the
 * overlay has joined the live channel.
 */
export async function overlayListening(page: Page): Promise<void> {
  await page.clock.runFor(IDLE_AFTER_LOAD_MS + 4_000);
  await expect(
    page.locator('[data-testid="estimate-notifications"][data-listening="true"]'),
  ).toHaveCount(1, { timeout: 10_000 });
}
