import { access, chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LibraryImage } from '../../../src/shared/studio/api.ts';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';

let studio: StudioForTests;
let used = '';
let unused = '';
beforeAll(async () => {
  studio = await startStudioForTests('studio-library-');
  [used, unused] = (await Promise.all([
    addPhoto('#2a5', 'IMG_0001.jpg', 'A green wall'),
    addPhoto('#a52', 'porch-after.jpg', 'A white porch with a red door'),
  ])) as [string, string];
  // About Us shows the first photo, with its own words for it.
  const about = path.join(studio.dir, 'about.json');
  const text = await readFile(about, 'utf8');
  await writeFile(
    about,
    text
      .replace('"src": "/Assets/art/about-crew.svg"', `"src": "${used}"`)
      .replace(/"alt": "A painter in white overalls[^"]*"/, '"alt": "A sage-green living room"'),
  );
});
afterAll(() => studio.stop());

const post = (route: string, body: unknown, token = TEST_TOKEN, origin = studio.origin) =>
  fetch(`${studio.origin}/__studio/api/${route}`, {
    method: 'POST',
    headers: { origin, [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
async function addPhoto(colour: string, name: string, alt: string) {
  const bytes = await sharp({
    create: { width: 300, height: 200, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const answer = await post('photo', { name, alt, data: bytes.toString('base64') });
  return ((await answer.json()) as { src: string }).src;
}
const library = async () =>
  (await (await fetch(`${studio.origin}/__studio/api/library`)).json()) as LibraryImage[];
const onDisk = (src: string) =>
  access(path.join(studio.publicDir, src)).then(
    () => true,
    () => false,
  );

it('lists each photo with the pages that use it, the alt text it has there and how it was added', async () => {
  const images = await library();
  expect(images.find((image) => image.src === used)).toEqual({
    src: used,
    photo: true,
    usedOn: [{ file: 'pages-json/about.json', name: 'About Us' }],
    alts: ['A sage-green living room'],
    added: { name: 'IMG_0001.jpg', alt: 'A green wall' },
  });
  // On no page yet, it still has the name and the words it came with, from the media index.
  expect(images.find((image) => image.src === unused)).toEqual({
    src: unused,
    photo: true,
    usedOn: [],
    alts: [],
    added: { name: 'porch-after.jpg', alt: 'A white porch with a red door' },
  });
});

it('refuses to delete a photo in use, naming the page, and keeps it', async () => {
  const answer = await post('delete-photo', { src: used });
  expect(answer.status).toBe(409);
  expect(((await answer.json()) as { error: string }).error).toBe(
    'This photo is used on About Us. Choose another picture there first; nothing was deleted.',
  );
  expect(await onDisk(used)).toBe(true);
});

it('refuses anything but an added photo, a request without the token and one from another origin', async () => {
  for (const src of ['/Assets/art/about-crew.svg', '/Assets/art/photos/../../../package.json'])
    expect((await post('delete-photo', { src })).status, src).toBe(400);
  expect((await post('delete-photo', { src: unused }, 'wrong')).status).toBe(403);
  const foreign = await post('delete-photo', { src: unused }, TEST_TOKEN, 'http://evil.example');
  expect(foreign.status).toBe(403);
  expect(await onDisk(unused)).toBe(true);
});

const indexed = async () =>
  Object.keys(
    (JSON.parse(await readFile(path.join(studio.dir, 'media.json'), 'utf8')) as { photos: object })
      .photos,
  );

it('keeps an unused photo whose entry in the media index cannot be removed', async () => {
  const index = path.join(studio.dir, 'media.json');
  await chmod(index, 0o444);
  try {
    const answer = await post('delete-photo', { src: unused });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { error: string }).error).toMatch(
      /media\.json is read-only \(mode 444\): nothing was written/,
    );
    expect(await onDisk(unused)).toBe(true);
    expect(await indexed()).toContain(unused);
  } finally {
    await chmod(index, 0o644);
  }
});

it('deletes an unused photo and its entry once, even when asked twice at once', async () => {
  const answers = await Promise.all([1, 2].map(() => post('delete-photo', { src: unused })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
  expect(await onDisk(unused)).toBe(false);
  expect((await library()).map((image) => image.src)).not.toContain(unused);
  // The copied page folder may hold an author's own photos too.
  expect(await indexed()).toContain(used);
  expect(await indexed()).not.toContain(unused);
});
