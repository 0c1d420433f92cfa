/**
 * Pictures of stories that are the same from run to run: a preview page per width with motion
 * reduced (no autoplay, no counting up, no carousel turning), the clock fixed, every picture
 * loaded and the brand fonts in before the shot, animations finished and the caret hidden.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import type { PageInSite } from '../../../src/shared/listings.ts';
import { openPreview, showStory, type IndexEntry } from './storybook.ts';

/** A phone and a desktop, at the heights of the preview's Phone and Desktop viewports. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

/** How tall a design picture is: up to two phone screens (most stories are shorter). */
export const STORY_HEIGHT = 1800;

/**
 * How tall a picture of a live page for the review may be: the whole page (5,000 to 14,000 px),
 * within what Chromium draws in one picture.
 */
export const WHOLE_PAGE_HEIGHT = 16_000;

/** Each preview page's DevTools session, to empty the browser's caches before a picture is taken. */
const sessions = new WeakMap<Page, CDPSession>();

/** Any fixed moment: the footer's year and dates shown relative to today stay put. */
const FIXED_TIME = new Date('2026-06-01T12:00:00Z');

export async function openVisualPage(
  browser: Browser,
  base: string,
  viewport: Viewport,
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_TIME);
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  sessions.set(page, session);
  await openPreview(page, base);
  return page;
}

/**
 * Drawn the same by every Chromium: the resize grip of a text area is the browser's own drawing,
 * which differs from one version to the next (20 pixels of every ContactSection picture).
 */
const CAPTURE_CSS = 'textarea { resize: none !important; }';

/**
 * Waits until what the story shows is final: lazy pictures asked for now (those below the first
 * screen would load only when scrolled to), loaded and decoded, every font face loaded, videos paused,
 * then two frames for layout and paint. With `reselect`, every picture first chooses its size
 * from its srcset again. Resolves with the page's height, or with the pictures that never drew.
 * Plain JavaScript in a string, so tsx adds no helper the browser lacks.
 */
const settle = (reselect: boolean) => `(async () => {
  if (!document.getElementById('visual-capture')) {
    const style = document.createElement('style');
    style.id = 'visual-capture';
    style.textContent = ${JSON.stringify(CAPTURE_CSS)};
    document.head.append(style);
  }
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  if (${reselect}) {
    for (const element of document.querySelectorAll('#storybook-root [srcset]')) {
      element.srcset = element.srcset;
    }
  }
  const images = [...document.querySelectorAll('#storybook-root img')];
  // Sync, not the site's async: Chromium draws a large picture decoded asynchronously in a later
  // frame than the one it is first due in ("checker-imaging"), and under load the screenshot took
  // that first frame, with the before/after pair or a video's still blank though decoded.
  for (const image of images) {
    image.loading = 'eager';
    image.decoding = 'sync';
  }
  const loaded = (image) => new Promise((resolve) => {
    if (image.complete) return resolve();
    image.addEventListener('load', resolve, { once: true });
    image.addEventListener('error', resolve, { once: true });
  });
  // A picture counts once it has loaded and decoded, with no other source on its way. Setting the
  // srcset again starts the new request only after a stable state: until then the picture still
  // says complete, of the source it is about to leave, and one shot under load caught both halves
  // of a before/after pair blank. So each try first yields a task, then waits on the load event
  // (not a number of short sleeps, which a loaded machine outlasts), then decodes, and counts the
  // picture only if it is still complete after that.
  // A picture also counts only if it shows one source from before the wait to after it, and the
  // same one once fonts and frames have passed, else everything is waited for again: one shot
  // under load drew the 480 px source of a picture whose choice at that width is the 800 px one.
  const drawn = async (image) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const source = image.currentSrc;
      await loaded(image);
      try {
        await image.decode();
        if (image.currentSrc !== source) continue;
        if (image.complete && image.naturalWidth > 0) return true;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
  let undrawn = [];
  for (let round = 0; round < 3; round++) {
    undrawn = [];
    const shown = new Map();
    await Promise.all(images.map(async (image) => {
      if (await drawn(image)) shown.set(image, image.currentSrc);
      else undrawn.push(image.currentSrc || image.src);
    }));
    for (const video of document.querySelectorAll('#storybook-root video')) video.pause();
    // Every brand face, not only those in use: fonts.ready waits for nothing a layout has not yet
    // asked for, and a face asked for later would draw the page first in its fallback.
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
    // Last, after every wait: nothing may have scrolled the page while the pictures loaded.
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moved = [...shown].filter(([image, source]) => image.currentSrc !== source);
    if (!moved.length) break;
    undrawn.push(...moved.map(([image, source]) => source + ' became ' + image.currentSrc));
  }
  return undrawn.length ? { undrawn } : { height: Math.ceil(document.documentElement.scrollHeight) };
})()`;

type Settled = { height: number } | { undrawn: string[] };

/**
 * The picture of what the page shows now: its full width, as tall as the story up to `cap`.
 *
 * Chromium's srcset choice prefers a larger candidate already in its memory cache, so the size a
 * picture shows depends on what finished loading first: an earlier story, or another picture of
 * the same image on this page. Once everything has loaded, the caches are emptied and every
 * picture chooses again, as on a visit where nothing raced.
 */
export async function shoot(page: Page, cap: number): Promise<Buffer> {
  await page.evaluate(settle(false));
  await sessions.get(page)?.send('Network.clearBrowserCache');
  const settled = (await page.evaluate(settle(true))) as Settled;
  if ('undrawn' in settled)
    throw new Error(`a picture never drew, so no picture was taken: ${settled.undrawn.join(', ')}`);
  const height = Math.min(settled.height, cap);
  const width = page.viewportSize()!.width;
  return page.screenshot({
    clip: { x: 0, y: 0, width, height },
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // A whole page at 1440 px took 28 s to picture beside a load of 20: more than the 30 s default
    // leaves room for.
    timeout: cap === WHOLE_PAGE_HEIGHT ? 120_000 : undefined,
  });
}

/** Shows the story and takes its picture. */
export async function capture(
  page: Page,
  story: IndexEntry,
): Promise<{ png: Buffer } | { error: string }> {
  const error = await showStory(page, story.id);
  return error ? { error } : { png: await shoot(page, STORY_HEIGHT) };
}

/** The story the review pictures a live page on (tests/visual/ReviewPage.stories.tsx). */
export const REVIEW_STORY = 'visual-review-page--page';

/**
 * How long a whole page may take to render: the review's first, with its story's code still to
 * load, took more than 15 s beside a load of 22, and a review has few pages to wait for.
 */
const REVIEW_SECONDS = 90;

/**
 * The preview pages showing the review's story: shown once, then given page after page (shown
 * again, a story already shown would never say it has finished).
 */
const showingReview = new WeakSet<Page>();

/**
 * Shows `pageInSite` (a page as one version of pages-json/ shows it) on the review's story and
 * takes its picture, the whole page. The page goes to the story as an arg over Storybook's
 * channel, which resolves once the story has rendered with it.
 */
export async function captureWholePage(
  page: Page,
  pageInSite: PageInSite,
): Promise<{ png: Buffer } | { error: string }> {
  if (!showingReview.has(page)) {
    const error = await showStory(page, REVIEW_STORY, 'story', REVIEW_SECONDS);
    if (error) return { error };
    showingReview.add(page);
  }
  const error = (await page.evaluate(`new Promise((resolve) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const listeners = {
        storyArgsUpdated: () => finish(undefined),
        storyErrored: (error) => finish('storyErrored: ' + (error?.message ?? error?.description)),
        storyThrewException: (error) =>
          finish('storyThrewException: ' + (error?.message ?? error?.description)),
      };
      const finish = (problem) => {
        clearTimeout(stuck);
        for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
        resolve(problem);
      };
      const stuck = setTimeout(
        () => finish('did not render the page within ${REVIEW_SECONDS} s'),
        ${REVIEW_SECONDS * 1000},
      );
      for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
      channel.emit('updateStoryArgs', {
        storyId: ${JSON.stringify(REVIEW_STORY)},
        updatedArgs: { pageInSite: ${JSON.stringify(JSON.stringify(pageInSite))} },
      });
    })`)) as string | undefined;
  return error ? { error } : { png: await shoot(page, WHOLE_PAGE_HEIGHT) };
}
