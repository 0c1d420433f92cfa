/**
 * An author adds a photo of their own in the studio: a phone's photo, stored sideways with EXIF
 * orientation 6, the camera's name and a GPS position, is chosen in the image picker, its alt
 * text typed key by key, and it lands in the field upright and without its metadata. A refused
 * file says why and keeps what was typed. Runs its own dev server over copies of pages-json/
 * and public/, where the photo is stored.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { addPhoto, phonePhoto } from '../support/e2e/photos.ts';

// Its own public/ too: a photo stored in the real one would reach other dev servers' image step.
const server = ownDevServerForThisSpec(
  'studio-photo',
  '/__studio/api/pages',
  {},
  { copyPublic: true },
);
let work = '';
// Each adds photos through the whole pipeline (decode, rotate, encode): seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'studio-photo-'));
});
test.afterAll(() => rm(work, { recursive: true, force: true }));

type Page = import('@playwright/test').Page;

async function openHeroOfAbout(page: Page) {
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
  await page.locator('.outline .select').first().click();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
}

test('a phone photo added in the studio is upright, without its camera data, in the field with its alt text', async ({
  page,
}) => {
  const file = path.join(work, 'IMG_2041.jpg');
  const original = await phonePhoto(file);
  expect(exifReader((await sharp(original).metadata()).exif!).GPSInfo).toBeDefined();

  await openHeroOfAbout(page);
  const stored = await addPhoto(page, file, 'A freshly painted blue hallway');
  await expect(page.getByLabel('Description for screen readers (required)').first()).toHaveValue(
    'A freshly painted blue hallway',
  );
  // The browser draws it upright: the thumbnail is as tall as the photo was seen.
  const thumb = page.locator(`img.thumb[src="${stored}"]`);
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([400, 600]);
  const bytes = await readFile(path.join(server.publicDir, stored));
  const metadata = await sharp(bytes).metadata();
  expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([
    undefined,
    undefined,
    undefined,
  ]);
  expect(bytes.includes('PhoneCo')).toBe(false);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();
  const saved = await readFile(path.join(server.pagesDir, 'about.json'), 'utf8');
  expect(saved).toContain(`"src": "${stored}"`);
  expect(saved).toContain('"alt": "A freshly painted blue hallway"');
});

test('the library says where each photo is used, finds it by its alt text, even on no page, and deletes only an unused one', async ({
  page,
}) => {
  const hallway = path.join(work, 'hallway.jpg');
  const porch = path.join(work, 'porch.jpg');
  await Promise.all([phonePhoto(hallway), phonePhoto(porch)]);
  await openHeroOfAbout(page);
  const used = await addPhoto(page, hallway, 'A sage-green hallway');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();

  const open = page.getByRole('button', { name: 'Choose an image' }).first();
  const grid = page.getByRole('list', { name: 'Images in public/Assets' });
  const item = (src: string) =>
    grid.getByRole('listitem').filter({ has: page.locator(`img[src="${src}"]`) });
  await open.click();
  await expect(item(used)).toContainText('on About Us');
  await expect(item(used).getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await page
    .getByLabel('Search images by file name or description')
    .pressSequentially('green hallway');
  await expect(item(used)).toBeVisible();
  await expect(grid.getByRole('button', { name: 'art/hero-home.svg' })).toHaveCount(0);

  // A second photo goes into the field, then the first is chosen again: the second is on no page.
  // Dropped on the form, as a file dragged from the desktop.
  const unused = await addPhoto(page, porch, 'A white porch with a teal door', { drop: true });
  await open.click();
  // The name it came with shows once the library has answered.
  await expect(item(used)).toContainText('hallway.jpg');
  await item(used)
    .getByRole('button', { name: used.replace('/Assets/', '') })
    .click();
  // The answer starts with what the photo was said to show when it was added; said anew here.
  const question = page.getByLabel(/^What does art\/photos\/.* show\?$/);
  await expect(question).toHaveValue('A sage-green hallway');
  await question.press('End');
  await question.pressSequentially(' by the stairs');
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByLabel('File (required)').first()).toHaveValue(used);
  await expect(page.getByLabel('Description for screen readers (required)').first()).toHaveValue(
    'A sage-green hallway by the stairs',
  );

  await open.click();
  await expect(item(unused)).toContainText('on no page');
  // On no page, it is still found by the name and the words it came with (the media index).
  await expect(item(unused)).toContainText('porch.jpg');
  await page.getByLabel('Search images by file name or description').pressSequentially('teal door');
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(item(unused)).toBeVisible();
  await item(unused)
    .getByRole('button', { name: `Delete ${unused.replace('/Assets/', '')}` })
    .click();
  const forGood = page.getByRole('button', {
    name: `Delete ${unused.replace('/Assets/', '')} for good`,
  });
  await expect(forGood).toBeFocused();
  await forGood.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Deleted art/photos/' })).toBeVisible();
  await expect(item(unused)).toHaveCount(0);
  await expect(readFile(path.join(server.publicDir, unused))).rejects.toThrow(/ENOENT/);
  await readFile(path.join(server.publicDir, used));
  const index = JSON.parse(await readFile(path.join(server.pagesDir, 'media.json'), 'utf8')) as {
    photos: Record<string, { name: string }>;
  };
  expect(index.photos[used]?.name).toBe('hallway.jpg');
  expect(Object.keys(index.photos)).not.toContain(unused);
});

test.describe('a refused file', () => {
  // Chromium logs the studio's refused request (422) to the console.
  test.use({ allowedConsoleErrors: [/the server responded with a status of 422/] });

  test('says why in one line and keeps what was typed', async ({ page }) => {
    const svg = path.join(work, 'logo.svg');
    await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await openHeroOfAbout(page);
    await page.getByLabel('Photo from this device (up to 30 MB)').setInputFiles(svg);
    const alt = page.getByLabel('What the photo shows');
    await alt.pressSequentially('Our logo');
    await page.getByRole('button', { name: 'Add the photo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'SVG is not taken' })).toBeVisible();
    await expect(alt).toHaveValue('Our logo');
  });
});
