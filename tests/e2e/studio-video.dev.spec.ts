/**
 * An author adds a video of their own in the studio: a phone's video as an editor saves it (its
 * index last, the place it was filmed inside) goes into the About page's video field with what
 * it shows typed key by key. It is stored in the bucket index first and without the place, the
 * author is told so and asked for a still (this server has no ffmpeg), and Chromium plays the
 * stored file frame for frame like the original. A WebM a converter made from such a video
 * loses the place likewise. Runs its own dev server over copies of pages-json/ and public/,
 * with its own bucket folder. */
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { phoneVideo, topBoxes } from '../support/mp4Files.ts';

const server = ownDevServerForThisSpec(
  'studio-video',
  '/__studio/api/pages',
  // No ffmpeg, whatever this machine has: the author picks the still.
  { FFMPEG_PATH: '/nonexistent/ffmpeg' },
  { copyPublic: true, ownStorage: true },
);
test.describe.configure({ timeout: 90_000 });

const original = () =>
  readFile(new URL('../../supabase/storage/website-assets/about.mp4', import.meta.url));

let work = '';
test.beforeAll(async () => (work = await mkdtemp(path.join(tmpdir(), 'studio-video-'))));
test.afterAll(() => rm(work, { recursive: true, force: true }));

type Page = import('@playwright/test').Page;

/** A frame of a video, as the browser decodes and draws it: its size and its pixels' hash. */
async function frameAt(page: Page, video: Buffer, seconds: number, type: string): Promise<string> {
  return page.evaluate(
    async ([base64, seconds, type]) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const element = document.createElement('video');
      element.muted = true;
      element.src = URL.createObjectURL(new Blob([bytes], { type }));
      await new Promise((resolve, reject) => {
        element.onloadeddata = resolve;
        element.onerror = () =>
          reject(new Error(`the video does not play: ${element.error?.message}`));
      });
      // Drawn in the page, so its frames are presented and requestVideoFrameCallback reports
      // them: "seeked" can come before the sought frame replaces the one shown, and a loaded
      // machine drew the old one. Half a frame (at 24 fps) past a frame's start, so no rounding
      // picks its neighbour.
      document.body.append(element);
      const target = seconds + 1 / 48;
      const presented = () =>
        new Promise<number>((resolve) =>
          element.requestVideoFrameCallback((_, frame) => resolve(frame.mediaTime)),
        );
      // A frame presented on the way to the sought one answers the callback; the sought frame
      // may then come before the next callback is asked for, and nothing more would come. So
      // each miss seeks again, to the other side of the same frame, which presents anew.
      for (let tries = 0; ; tries += 1) {
        const next = presented();
        element.currentTime = target + (tries % 2 ? 1 : -1) / 192;
        if (Math.abs((await next) - target) <= 1 / 24) break;
        if (tries === 30) throw new Error(`the video never showed its frame at ${target} s`);
      }
      const canvas = Object.assign(document.createElement('canvas'), {
        width: element.videoWidth,
        height: element.videoHeight,
      });
      const context = canvas.getContext('2d')!;
      context.drawImage(element, 0, 0);
      element.remove();
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', pixels));
      return `${canvas.width}×${canvas.height} ${Array.from(digest, (x) => x.toString(16).padStart(2, '0')).join('')}`;
    },
    [video.toString('base64'), seconds, type] as const,
  );
}

type SavedVideo = { src: string; poster: { src: string; alt: string } };

/**
 * Opens the About page's video section in the studio and adds `bytes` as the file `name`, its
 * words typed key by key; resolves the studio's status line about it.
 */
async function addAboutVideo(page: Page, name: string, bytes: Buffer, words: string) {
  const file = path.join(work, name);
  await writeFile(file, bytes);
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
  await page.locator('.outline .select').nth(1).click();
  await page.getByLabel('Video from this device (up to 50 MB)').setInputFiles(file);
  await page.getByLabel('What the video shows').pressSequentially(words);
  await page.getByRole('button', { name: 'Add the video' }).click();
  return page.getByRole('status').filter({ hasText: `${name} is added.` });
}

/** Saves, then the video field as written to about.json and the file stored for it. */
async function saveAboutVideo(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();
  const saved = JSON.parse(await readFile(path.join(server.pagesDir, 'about.json'), 'utf8')) as {
    sections: { video?: SavedVideo }[];
  };
  const video = saved.sections[1]!.video!;
  const stored = await readFile(path.join(server.storageDir, video.src.slice('storage:'.length)));
  return { video, stored };
}

test('a phone video added in the studio is stored index first, without its place, and plays like the original', async ({
  page,
}) => {
  const filmed = phoneVideo(await original());
  expect(topBoxes(filmed).map((box) => box.type)).toEqual(['ftyp', 'free', 'mdat', 'moov']);

  const said = await addAboutVideo(
    page,
    'porch.mp4',
    filmed,
    'The porch repainted, seen from the lawn',
  );
  await expect(said).toContainText('Its index was moved to the front');
  await expect(said).toContainText('where and with what it was filmed');
  await expect(said).toContainText('Choose its still under “Still image”');

  const { video, stored } = await saveAboutVideo(page);
  expect(video.src).toMatch(/^storage:website-assets\/[0-9a-f]{20}\.mp4$/);
  // The old still stays until the author picks one; its words are now the new video's.
  expect(video.poster).toEqual({
    src: '/Assets/art/about-video-poster.svg',
    alt: 'The porch repainted, seen from the lawn',
  });
  expect(topBoxes(stored).map((box) => box.type)).toEqual(['ftyp', 'moov', 'mdat']);
  expect(stored.includes('+40.7967', 0, 'latin1')).toBe(false);
  expect(stored.includes('iPhone', 0, 'latin1')).toBe(false);
  const frame = (video: Buffer) => frameAt(page, video, 3, 'video/mp4');
  expect(await frame(stored)).toBe(await frame(await original()));
});

test('a WebM converted from a phone video loses the place its converter copied, and plays like it', async ({
  page,
}) => {
  // ffmpeg copies a phone's place, make and model into the WebM it makes (see webm.test.ts).
  const converted = await readFile(
    new URL('../fixtures/media/phone-converted.webm', import.meta.url),
  );
  const said = await addAboutVideo(page, 'porch.webm', converted, 'The porch, from the lawn');
  await expect(said).toContainText('where and with what it was filmed');

  const { video, stored } = await saveAboutVideo(page);
  expect(video.src).toMatch(/^storage:website-assets\/[0-9a-f]{20}\.webm$/);
  for (const words of ['+40.7967', 'iPhone', '12 Main St'])
    expect(stored.includes(words, 0, 'latin1'), words).toBe(false);
  const frame = (video: Buffer) => frameAt(page, video, 1.5, 'video/webm');
  expect(await frame(stored)).toBe(await frame(converted));
});
