import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_HEADER } from './request-guard.ts';
import {
  startStudioForTests,
  TEST_TOKEN,
  type StudioForTests,
} from '../../../tests/support/studioServer.ts';
import { asQuickTime, crowdedMp4 } from '../../../tests/support/mp4Files.ts';

let studio: StudioForTests;
beforeAll(async () => (studio = await startStudioForTests('studio-video-')));
afterAll(() => studio.stop());

const sample = readFileSync(
  new URL('../../../supabase/storage/website-assets/hero.mp4', import.meta.url),
);
const send = (body: unknown, token = TEST_TOKEN, origin = studio.origin) =>
  fetch(`${studio.origin}/__studio/api/video`, {
    method: 'POST',
    headers: { origin, [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
const stored = () =>
  readdir(path.join(studio.storageDir, 'website-assets')).catch(() => [] as string[]);
const video = { name: 'porch.mp4', alt: 'The porch repainted', data: sample.toString('base64') };

it('refuses a video without the session token or from another site, storing nothing', async () => {
  expect((await send(video, 'wrong')).status).toBe(403);
  expect((await send(video, TEST_TOKEN, 'http://evil.example')).status).toBe(403);
  expect(await stored()).toEqual([]);
});

it('stores a video in the bucket and answers its src', async () => {
  const answer = await send(video);
  expect(answer.status).toBe(200);
  const added = (await answer.json()) as { src: string; stored: boolean; removed: string[] };
  expect(added).toMatchObject({ stored: true, removed: ['udta'] });
  expect(added.src).toMatch(/^storage:website-assets\/[0-9a-f]{20}\.mp4$/);
  const file = await readFile(path.join(studio.storageDir, added.src.slice('storage:'.length)));
  expect(file.toString('latin1', 4, 8)).toBe('ftyp');
  expect(await stored()).toHaveLength(1);
});

it('answers a refused video with 422 and its one-line reason, storing nothing more', async () => {
  const before = await stored();
  const answer = await send({ ...video, name: 'IMG_0042.MOV' });
  expect(answer.status).toBe(422);
  expect(((await answer.json()) as { error: string }).error).toMatch(
    /^IMG_0042\.MOV: a QuickTime \(\.mov\) video does not play in every browser/,
  );
  const renamed = await send({ ...video, data: asQuickTime(sample).toString('base64') });
  expect(renamed.status).toBe(422);
  expect(((await renamed.json()) as { error: string }).error).toMatch(
    /^porch\.mp4: it is a QuickTime movie .*Export it as MP4/,
  );
  expect((await send({ ...video, alt: '' })).status).toBe(422);
  expect(await stored()).toEqual(before);
});

it('answers a crafted 0.96 MB MP4 within a second, and the library beside it', async () => {
  const crafted = crowdedMp4({ boxes: 80_000, offsets: 80_000 });
  expect(crafted.length).toBe(960_160);
  const started = performance.now();
  const [answer, library] = await Promise.all([
    send({ ...video, data: crafted.toString('base64') }),
    fetch(`${studio.origin}/__studio/api/library`).then((response) => {
      const answered = performance.now() - started;
      return { status: response.status, answered };
    }),
  ]);
  expect(answer.status).toBe(422);
  expect(((await answer.json()) as { error: string }).error).toMatch(
    /^porch\.mp4: it holds more than 1,000 boxes side by side, which no camera or editor writes\./,
  );
  expect(performance.now() - started).toBeLessThan(1000);
  expect(library).toMatchObject({ status: 200 });
  expect(library.answered).toBeLessThan(1000);
});
