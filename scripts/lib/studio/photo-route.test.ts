import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';

let studio: StudioForTests;
beforeAll(async () => (studio = await startStudioForTests('studio-photo-')));
afterAll(() => studio.stop());

const send = (body: unknown, token = TEST_TOKEN) =>
  fetch(`${studio.origin}/__studio/api/photo`, {
    method: 'POST',
    headers: { origin: studio.origin, [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
const stored = () =>
  readdir(path.join(studio.publicDir, 'Assets/art/photos')).catch(() => [] as string[]);

const phonePhoto = (colour: string) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'X1' } })
    .toBuffer();

it('refuses a photo without the session token, storing nothing', async () => {
  const data = (await phonePhoto('#a52')).toString('base64');
  const answer = await send({ name: 'IMG_1.jpg', alt: 'A porch', data }, 'wrong');
  expect(answer.status).toBe(403);
  expect(await stored()).toEqual([]);
});

it('stores a phone photo upright and without its metadata, and answers its src', async () => {
  const data = (await phonePhoto('#2a5')).toString('base64');
  const answer = await send({ name: 'IMG_2.jpg', alt: '  A blue front door  ', data });
  expect(answer.status).toBe(200);
  const photo = (await answer.json()) as {
    src: string;
    alt: string;
    width: number;
    height: number;
    stored: boolean;
  };
  expect(photo).toMatchObject({ alt: 'A blue front door', width: 400, height: 600, stored: true });
  const file = await readFile(path.join(studio.publicDir, photo.src));
  expect((await sharp(file).metadata()).exif).toBeUndefined();
  expect(file.includes('PhoneCo')).toBe(false);
});

it('answers a refused photo with 422 and its one-line reason, storing nothing more', async () => {
  const before = await stored();
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64');
  const answer = await send({ name: 'logo.svg', alt: 'Logo', data: svg });
  expect(answer.status).toBe(422);
  expect(((await answer.json()) as { error: string }).error).toMatch(
    /^logo\.svg: SVG is not taken/,
  );
  const empty = await send({
    name: 'IMG_3.jpg',
    alt: '',
    data: (await phonePhoto('#555')).toString('base64'),
  });
  expect(empty.status).toBe(422);
  expect(await stored()).toEqual(before);
});

it('answers an alt text of zero-width spaces, or one holding ESC, with 422: it is not stored', async () => {
  const before = await stored();
  const data = (await phonePhoto('#5a5')).toString('base64');
  const invisible = await send({ name: 'IMG_4.jpg', alt: '\u200b\u200b', data });
  expect(invisible.status).toBe(422);
  expect(((await invisible.json()) as { error: string }).error).toBe(
    'IMG_4.jpg: the alt text shows nothing: it holds only invisible characters (2 × U+200B). Say what the picture shows, for people who cannot see it (--alt "…").',
  );
  const escape = await send({ name: 'IMG_5.jpg', alt: 'A porch\u001b[2K', data });
  expect(escape.status).toBe(422);
  expect(((await escape.json()) as { error: string }).error).toMatch(
    /^IMG_5\.jpg: the alt text holds an escape character \(ESC\), U\+001B, at character 8/,
  );
  expect(await stored()).toEqual(before);
});

it('stores both of two photos sent at once', async () => {
  const before = (await stored()).length;
  const answers = await Promise.all(
    ['#111', '#222'].map(async (colour, index) =>
      send({
        name: `IMG_${index}.jpg`,
        alt: 'A hallway',
        data: (await phonePhoto(colour)).toString('base64'),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(await stored()).toHaveLength(before + 2);
});
