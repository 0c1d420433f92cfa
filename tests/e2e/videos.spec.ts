/**
 * The background videos play from the local backend's public storage (supabase/storage/) under
 * the built site, with one download of their still picture, and give way to it when they cannot
 * play or the visitor prefers reduced motion.
 */
import type { Locator, Page } from '@playwright/test';
import { appReady, effectiveOpacity, expect, test } from '../support/e2e/fixtures.ts';
import { BACKEND_URL } from '../support/e2e/backend.ts';

test.use({ videos: true });

const DOVER = '/interior-painting/dover-nj';
/** Hang detectors, not speed goals: a loaded 2-core machine decodes the first frame slowly. */
const PLAY_TIMEOUT = 20_000;

/** Every URL the page asks for, from before it loads. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requests for one picture of /Assets/art/<name>.svg, in any size and format. */
const requestsFor = (urls: string[], name: string) =>
  urls.filter((url) => new RegExp(`/Assets/(art|img)/${name}(-\\d+)?\\.[a-z0-9]+$`).test(url));

const media = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    readyState: element.readyState,
    currentTime: element.currentTime,
    paused: element.paused,
    currentSrc: element.currentSrc,
  }));

/** Waits until the video has a frame, then until its time moves on: it plays. */
async function expectPlaying(video: Locator) {
  await expect
    .poll(async () => (await media(video)).readyState, {
      timeout: PLAY_TIMEOUT,
      message: 'readyState (2: it has a frame to show)',
    })
    .toBeGreaterThanOrEqual(2);
  const { currentTime } = await media(video);
  await expect
    .poll(async () => (await media(video)).currentTime, {
      timeout: PLAY_TIMEOUT,
      message: 'currentTime moves on',
    })
    .toBeGreaterThan(currentTime);
  const state = await media(video);
  expect(state.paused).toBe(false);
  expect(state.currentSrc.startsWith(`${BACKEND_URL}/storage/v1/object/public/`)).toBe(true);
  // Faded in over its still.
  await expect(video).toHaveAttribute('data-shown', '');
  await expect.poll(() => effectiveOpacity(video), { message: 'video opacity' }).toBe(1);
}

/** The still under a video: loaded, and shown. */
async function expectStillLoaded(still: Locator) {
  await expect(still).toBeVisible();
  await expect
    .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test('the hero video of a town page plays from storage, over its one still', async ({ page }) => {
  const urls = recordRequests(page);
  const videoAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/storage/v1/object/public/website-assets/hero.mp4'))
      videoAnswers.push(response.status());
  });
  await page.goto(DOVER);
  await appReady(page);
  const video = page.locator('main video[data-background-video]');
  await expect(video).toHaveCount(1);
  await expectPlaying(video);
  expect(videoAnswers.length, 'requests for hero.mp4').toBeGreaterThan(0);
  for (const status of videoAnswers) expect([200, 206]).toContain(status);

  // One still: the picture the video fades in over, in the format the browser chose. A poster
  // attribute would fetch the same image a second time (issue 29).
  const still = page.locator('main picture img').first();
  await expectStillLoaded(still);
  expect(requestsFor(urls, 'hero-home'), 'requests for the hero image').toHaveLength(1);
  expect(await video.getAttribute('poster')).toBeNull();
});

test('the hero video plays on a site served from localhost too, cross-site to the backend, as npm start serves it', async ({
  page,
}) => {
  // localhost and 127.0.0.1 are different sites: the media request is a cross-site no-cors
  // GET without an Origin, which the backend answers for public files only.
  const site = new URL(test.info().project.use.baseURL!);
  site.hostname = 'localhost';
  await page.goto(new URL(DOVER, site).href);
  await appReady(page);
  await expectPlaying(page.locator('main video[data-background-video]'));
});

test('the about video plays from storage when scrolled to, over its one still', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('/about');
  await appReady(page);
  const video = page.locator('main video[data-background-video]');
  await expect(video).toHaveCount(1);
  await video.scrollIntoViewIfNeeded();
  await expectPlaying(video);
  expect((await media(video)).currentSrc).toMatch(/\/website-assets\/about\.mp4$/);
  const still = video.locator('xpath=..').locator('picture img');
  await expectStillLoaded(still);
  expect(requestsFor(urls, 'about-video-poster'), 'requests for the about still').toHaveLength(1);
});

test('a video that cannot load gives way to its still, silently', async ({ page }) => {
  // The fixture lets Chromium's own "Failed to load resource" for storage media be.
  await page.route('**/storage/v1/object/public/**', (route) => route.abort());
  await page.goto(DOVER);
  await appReady(page);
  await expect(page.locator('main video')).toHaveCount(0, { timeout: PLAY_TIMEOUT });
  await expectStillLoaded(page.locator('main picture img').first());
});

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero video waits with its controls over the still, and plays when asked', async ({
    page,
  }) => {
    await page.goto(DOVER);
    await appReady(page);
    const video = page.locator('main video[data-background-video]');
    await expectStillLoaded(page.locator('main picture img').first());
    // It offers its own controls, named for the visitor, and loads no more than its metadata.
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAccessibleName(/navy two-storey house/);
    await expect
      .poll(async () => (await media(video)).readyState, { timeout: PLAY_TIMEOUT })
      .toBeGreaterThanOrEqual(1);
    const state = await media(video);
    expect(state.paused).toBe(true);
    expect(state.currentTime).toBe(0);
    // What its play control does.
    await video.evaluate((element: HTMLVideoElement) => element.play());
    await expectPlaying(video);
  });
});
