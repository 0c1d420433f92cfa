/**
 * Phone photos from the studio to the published site: a new project in a town's before/after
 * section, made of two photos added in the studio with their alt texts typed key by key, saved,
 * the before picture's point kept in view set by a click, then built in a copy of the project as
 * `npm run build` builds it. The built page shows both upright with their alt texts, the before
 * picture cropped around its point, and no file the build made of them holds the camera's data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from '../support/e2e/fixtures';
import { waitFor } from '../support/e2e/backend.ts';
import { freePort, ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { addPhoto, phonePhoto } from '../support/e2e/photos.ts';
import { copyProject, type ProjectCopy } from '../support/projectCopy.ts';

const server = ownDevServerForThisSpec(
  'photo-to-site',
  '/__studio/api/pages',
  {},
  { copyPublic: true },
);
let work = '';
let copy: ProjectCopy | undefined;
let site: ChildProcess | undefined;

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'photo-to-site-'));
});
test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await copy?.remove();
  await rm(work, { recursive: true, force: true });
});

/** Serves the copy's dist/ with its own `npm run serve`, without the backend. */
async function serveBuilt(dir: string) {
  const port = await freePort();
  site = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), LOCAL_BACKEND: 'off' },
    detached: true,
    stdio: 'ignore',
  });
  const up = () =>
    fetch(`http://127.0.0.1:${port}/`).then(
      (answer) => answer.ok,
      () => false,
    );
  expect(await waitFor(up, 60_000), 'the built site did not start').toBe(true);
  return `http://127.0.0.1:${port}`;
}

const PHOTOS = [
  {
    name: 'IMG_3107.jpg',
    part: 'Before picture',
    alt: 'A Dover hallway before: scuffed grey walls',
  },
  { name: 'IMG_3164.jpg', part: 'After picture', alt: 'The same hallway after: fresh white walls' },
];

test('a new before/after project made of two phone photos in a town is published upright, with their alt texts, the point kept in view and no camera data', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /towns\/dover\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/towns/dover.json' })).toBeFocused();
  await page
    .locator('.outline')
    .first()
    .getByRole('button', { name: /Before after gallery/ })
    .click();
  await page.getByRole('button', { name: 'Add projects item' }).click();
  const project = page.getByRole('group', { name: /^Projects item \d+/ }).last();
  await project.getByLabel('Title (required)').pressSequentially('Hallway Refresh');
  const srcs: string[] = [];
  for (const { name, part, alt } of PHOTOS) {
    const field = project.getByRole('group', { name: new RegExp(`^${part}`) });
    await field.getByRole('button', { name: 'Choose an image' }).click();
    const file = path.join(work, name);
    await phonePhoto(file);
    srcs.push(await addPhoto(field, file, alt));
  }
  // The before picture's point kept in view, where the slider crops it: a click a quarter of the
  // way across and three quarters down.
  const before = project.getByRole('group', { name: /^Before picture/ });
  await before.getByRole('button', { name: 'Add point kept in view' }).click();
  const picture = before.locator('.focus-picker img');
  // Measured once drawn: before its bytes arrive the picture has no size, and a quarter of none
  // is its left edge.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width / 4, y: (box.height * 3) / 4 } });
  const across = before.getByLabel('Across (per cent from the left) (required)');
  const down = before.getByLabel('Down (per cent from the top) (required)');
  await expect(across).toHaveValue('25');
  await expect(down).toHaveValue('75');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved Dover.' })).toBeVisible();

  // The project as a contributor has it, with the studio's page files and photos in place.
  copy = await copyProject('photo-to-site-');
  await rm(path.join(copy.dir, 'pages-json'), { recursive: true });
  await cp(server.pagesDir, path.join(copy.dir, 'pages-json'), { recursive: true });
  for (const src of srcs)
    await cp(path.join(server.publicDir, src), path.join(copy.dir, 'public', src));
  await copy.npmRun('build', ['--no-precompress']);

  const dist = path.join(copy.dir, 'dist');
  const sizes = await readdir(path.join(dist, 'Assets/img/photos'));
  for (const src of srcs) {
    const hash = path.basename(src, '.jpg');
    // Its sizes, as the artwork's: Assets/img/photos/<hash>-<width>.<format>.
    const made = sizes.filter((name) => name.startsWith(hash));
    expect(made.length, `the build made the sizes of ${src}`).toBeGreaterThan(2);
    for (const name of [...made.map((size) => `Assets/img/photos/${size}`), src.slice(1)]) {
      const bytes = await readFile(path.join(dist, name));
      expect(bytes.includes('PhoneCo'), name).toBe(false);
      expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
    }
  }

  const origin = await serveBuilt(copy.dir);
  await page.goto(`${origin}/interior-painting/dover-nj`);
  await expect(page.getByRole('heading', { name: 'Hallway Refresh' })).toBeVisible();
  for (const [index, { alt }] of PHOTOS.entries()) {
    const photo = page.getByRole('img', { name: alt });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        photo.evaluate(
          (img: HTMLImageElement) =>
            img.complete && img.naturalWidth > 0 && img.naturalHeight > img.naturalWidth,
        ),
      )
      .toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      path.basename(srcs[index]!, '.jpg'),
    );
  }
  await expect(page.getByRole('img', { name: PHOTOS[0]!.alt })).toHaveCSS(
    'object-position',
    '25% 75%',
  );
  await expect(page.getByRole('img', { name: PHOTOS[1]!.alt })).toHaveCSS(
    'object-position',
    '50% 50%',
  );
});
