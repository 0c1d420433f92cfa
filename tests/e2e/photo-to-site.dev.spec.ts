/**
 * A phone photo from the studio to the published site: added in a town's before/after section
 * with its alt text typed key by key, saved, then built in a copy of the project as `npm run
 * build` builds it. The built page shows it upright with its alt text, and no file the build
 * made of it holds the camera's data.
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
const ALT = 'The Dover kitchen before: worn oak cabinets';
let work = '';
let project: ProjectCopy | undefined;
let site: ChildProcess | undefined;

test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'photo-to-site-'));
});
test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await project?.remove();
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

test('a phone photo placed in a town’s before/after section is published upright, with its alt text and without its camera data', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const file = path.join(work, 'IMG_3107.jpg');
  await phonePhoto(file);
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /towns\/dover\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/towns/dover.json' })).toBeFocused();
  await page
    .locator('.outline')
    .first()
    .getByRole('button', { name: /Before after gallery/ })
    .click();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  const src = await addPhoto(page, file, ALT);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved Dover.' })).toBeVisible();

  // The project as a contributor has it, with the studio's page files and photos in place.
  project = await copyProject('photo-to-site-');
  await rm(path.join(project.dir, 'pages-json'), { recursive: true });
  await cp(server.pagesDir, path.join(project.dir, 'pages-json'), { recursive: true });
  await cp(path.join(server.publicDir, src), path.join(project.dir, 'public', src));
  await project.npmRun('build', ['--no-precompress']);

  const hash = path.basename(src, '.jpg');
  const dist = path.join(project.dir, 'dist');
  // Its sizes, as the artwork's: Assets/img/photos/<hash>-<width>.<format>.
  const made = (await readdir(path.join(dist, 'Assets/img/photos'))).filter((name) =>
    name.startsWith(hash),
  );
  expect(made.length, 'the build made the photo’s sizes').toBeGreaterThan(2);
  for (const name of [...made.map((name) => `Assets/img/photos/${name}`), src.slice(1)]) {
    const bytes = await readFile(path.join(dist, name));
    expect(bytes.includes('PhoneCo'), name).toBe(false);
    expect((await sharp(bytes).metadata()).exif, name).toBeUndefined();
  }

  const origin = await serveBuilt(project.dir);
  await page.goto(`${origin}/interior-painting/dover-nj`);
  const photo = page.getByRole('img', { name: ALT });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      photo.evaluate(
        (img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 && img.naturalHeight > img.naturalWidth,
      ),
    )
    .toBe(true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(hash);
});
