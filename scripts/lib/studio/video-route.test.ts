import { spawnSync } from 'node:child_process';
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
import { mediaIndexErrors } from '../../../tests/support/mediaIndexErrors.ts';

const ffmpegInstalled = spawnSync('ffmpeg', ['-version']).status === 0;

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
  const tooLong = await send({ ...video, name: 'clip.mp4', alt: 'A'.repeat(300) });
  expect(tooLong.status).toBe(422);
  expect(((await tooLong.json()) as { error: string }).error).toMatch(
    /^clip\.mp4: the alt text is 300 characters; at most 250 fit\./,
  );
  expect(await stored()).toEqual(before);
});

it('answers a crafted 0.96 MB MP4 within a second of work, and the library beside it', async () => {
  const crafted = crowdedMp4({ boxes: 80_000, offsets: 80_000 });
  expect(crafted.length).toBe(960_160);
  const data = crafted.toString('base64');
  // Each route's first answer loads its modules: not what is timed.
  await Promise.all([send({ ...video, data: '' }), fetch(`${studio.origin}/__studio/api/library`)]);
  // The processor time this process (server and client) spends, not the clock's: the machine
  // running the tests may be shared, and the work is what a file can make the server do.
  const before = process.cpuUsage();
  const [upload, library] = await Promise.all([
    send({ ...video, data }),
    fetch(`${studio.origin}/__studio/api/library`),
  ]);
  const error = ((await upload.json()) as { error: string }).error;
  const { user, system } = process.cpuUsage(before);
  expect((user + system) / 1000).toBeLessThan(1000);
  expect(upload.status).toBe(422);
  expect(error).toMatch(
    /^porch\.mp4: it holds more than 1,000 boxes side by side, which no camera or editor writes\./,
  );
  expect(library.status).toBe(200);
});

it.runIf(ffmpegInstalled)(
  'stores a video named with 255 characters, and validate takes the name of its still',
  async () => {
    // Another video than the others here: the same still is recorded once, under its first name.
    const about = readFileSync(
      new URL('../../../supabase/storage/website-assets/about.mp4', import.meta.url),
    );
    const name = `${'V'.repeat(251)}.mp4`;
    const answer = await send({ ...video, name, data: about.toString('base64') });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { still?: { src: string } }).still?.src).toMatch(
      /^\/Assets\/art\/photos\/[0-9a-f]{20}\.(jpg|png)$/,
    );
    expect(await mediaIndexErrors(studio.dir, studio.publicDir)).toEqual([]);
  },
);
