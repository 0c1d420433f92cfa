import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTOS_DIR } from './add-photo.ts';
import { addVideo, stillName, VIDEO_BUCKET, VIDEO_LIMITS, VideoRefused } from './add-video.ts';
import { mediaIndexFile } from './media-index.ts';
import { asQuickTime, topBoxes } from '../../../tests/support/mp4Files.ts';
import { mediaIndexErrors } from '../../../tests/support/mediaIndexErrors.ts';

/** A real MP4 (7 s, 1280 × 720, index first), as `npm run videos` made it. */
const sample = readFileSync(
  new URL('../../../supabase/storage/website-assets/hero.mp4', import.meta.url),
);
/** A WebM ffmpeg made from a phone's video, with its place (see webm.test.ts). */
const convertedWebm = readFileSync(
  new URL('../../../tests/fixtures/media/phone-converted.webm', import.meta.url),
);
/** The first bytes of a WebM: its EBML header, whose document type is "webm". */
const webm = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104', 'hex');

const ffmpegInstalled = spawnSync('ffmpeg', ['-version']).status === 0;

let work: string;
let storageDir: string;
let publicDir: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'videos-'));
  [storageDir, publicDir] = [path.join(work, 'storage'), path.join(work, 'public')];
  await mkdir(path.join(work, 'pages-json'));
});
afterEach(async () => {
  delete process.env.FFMPEG_PATH;
  await rm(work, { recursive: true, force: true });
});

const storedVideos = () => readdir(path.join(storageDir, VIDEO_BUCKET)).catch(() => [] as string[]);
const storedStills = () => readdir(path.join(publicDir, PHOTOS_DIR)).catch(() => [] as string[]);

const pagesDir = () => path.join(work, 'pages-json');
const add = (bytes: Buffer, name = 'porch.mp4', alt = 'The porch repainted, seen from the lawn') =>
  addVideo({ name, bytes, alt }, { storageDir, publicDir, pagesDir: pagesDir() });

const boxTypes = (bytes: Buffer) => topBoxes(bytes).map((box) => box.type);

describe('a video added by an author', () => {
  it('is stored once in the public bucket under its content hash, index first', async () => {
    const first = await add(sample);
    expect(first.video.src).toMatch(/^storage:website-assets\/[0-9a-f]{20}\.mp4$/);
    expect(first.stored).toBe(true);
    const file = path.join(storageDir, first.video.src.slice('storage:'.length));
    const bytes = await readFile(file);
    expect(boxTypes(bytes)).toEqual(['ftyp', 'moov', 'mdat']);

    const again = await add(sample, 'porch copy.mp4');
    expect(again.video.src).toBe(first.video.src);
    expect(again.stored).toBe(false);
    expect(await storedVideos()).toHaveLength(1);
  });

  it('keeps every video when two authors add at once', async () => {
    const other = Buffer.from(sample);
    other.write('mp42', 8, 'latin1'); // Another brand: other bytes, the same pictures.
    const results = await Promise.all([add(sample), add(other), add(sample)]);
    expect(new Set(results.map((r) => r.video.src)).size).toBe(2);
    expect(results.filter((r) => r.stored)).toHaveLength(2);
    const files = await storedVideos();
    expect(files).toHaveLength(2);
    for (const name of files) {
      const bytes = await readFile(path.join(storageDir, VIDEO_BUCKET, name));
      expect(boxTypes(bytes)).toEqual(['ftyp', 'moov', 'mdat']);
    }
  });

  it('stores a converted WebM without the place and camera its converter copied in', async () => {
    const { video } = await add(convertedWebm, 'porch.webm');
    expect(video.src).toMatch(/\.webm$/);
    expect(video.removed).toEqual(['Tags', 'Title']);
    const stored = await readFile(path.join(storageDir, video.src.slice(8)));
    expect(stored.includes('+40.7967-074.4815', 0, 'latin1')).toBe(false);
    expect(stored.includes('iPhone', 0, 'latin1')).toBe(false);
    expect(stored.length).toBe(convertedWebm.length);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'porch.mp4', /the file is empty/],
    [
      'a file over 50 MB',
      Buffer.concat([sample.subarray(0, 32), Buffer.alloc(VIDEO_LIMITS.bytes)]),
      'porch.mp4',
      /at most 50\.0 MB/,
    ],
    ['a QuickTime file', sample, 'IMG_0042.MOV', /Export it as MP4/],
    ['a QuickTime movie renamed .mp4', asQuickTime(sample), 'porch.mp4', /is a QuickTime movie/],
    ['an .avi', sample, 'porch.avi', /an \.mp4 or \.webm file; "\.avi" is neither/],
    ['a WebM named .mp4', webm, 'porch.mp4', /named as MP4 but holds WebM/],
    ['an MP4 named .webm', sample, 'porch.webm', /named as WebM but holds MP4/],
    [
      'a Matroska file',
      Buffer.from('1a45dfa3a34286810142f7810142f2810442f38108428288' + '6d6174726f736b61', 'hex'),
      'porch.webm',
      /Matroska/,
    ],
    ['text named .mp4', Buffer.from('<script>alert(1)</script>'), 'porch.mp4', /holds no video/],
    ['an MP4 cut short', sample.subarray(0, 100_000), 'porch.mp4', /cut short/],
    ['a WebM cut short', convertedWebm.subarray(0, 20_000), 'porch.webm', /cut short/],
    ['the first bytes of a WebM alone', webm, 'porch.webm', /not a whole WebM/],
  ])('refuses %s with its reason, storing nothing', async (_, bytes, name, reason) => {
    await expect(add(bytes, name)).rejects.toThrow(VideoRefused);
    await expect(add(bytes, name)).rejects.toThrow(reason);
    expect(await storedVideos()).toEqual([]);
  });

  it('refuses a video without words for what it shows, storing nothing', async () => {
    await expect(add(sample, 'porch.mp4', '  ')).rejects.toThrow(/Say what the video shows/);
    expect(await storedVideos()).toEqual([]);
  });

  it('refuses an alt text too long for its still before storing anything, naming the video', async () => {
    await expect(add(sample, 'clip.mp4', 'A'.repeat(300))).rejects.toThrow(
      /^clip\.mp4: the alt text is 300 characters; at most 250 fit\./,
    );
    expect(await storedVideos()).toEqual([]);
    expect(await storedStills()).toEqual([]);
    expect(await readdir(pagesDir())).toEqual([]);
  });

  it('names a still after its video, cut in the stem where the media index would not take it', () => {
    expect(stillName('porch.mp4')).toBe('porch.mp4 (still).png');
    const long = stillName(`${'V'.repeat(247)}.mp4`);
    expect(long).toBe(`${'V'.repeat(238)}….mp4 (still).png`);
    expect(long).toHaveLength(255);
    // Counted in characters, as the schema counts them, and never cut inside one.
    const wide = stillName(`${'🎥'.repeat(251)}.webm`);
    expect(Array.from(wide)).toHaveLength(255);
    expect(wide).toBe(`${'🎥'.repeat(237)}….webm (still).png`);
  });

  it('says so when the bucket cannot be written, storing nothing', async () => {
    // A file where the bucket's folder should be: no user can write into it, root included.
    await mkdir(storageDir, { recursive: true });
    await writeFile(path.join(storageDir, VIDEO_BUCKET), 'not a folder');
    await expect(add(sample)).rejects.toThrow(
      /^porch\.mp4: .*website-assets cannot be written \((EEXIST|ENOTDIR)\): nothing was stored\.$/,
    );
  });

  it('leaves the still to the author where ffmpeg is not installed', async () => {
    process.env.FFMPEG_PATH = path.join(work, 'no-ffmpeg-here');
    const { video, still } = await add(sample);
    expect(still).toBeUndefined();
    expect(await storedVideos()).toEqual([video.src.split('/').pop()]);
    expect(await storedStills()).toEqual([]);
  });

  it.runIf(ffmpegInstalled)(
    'takes a still from the video for its poster, with its alt text',
    async () => {
      const { still } = await add(sample);
      expect(still?.alt).toBe('The porch repainted, seen from the lawn');
      expect(still?.src).toMatch(/^\/Assets\/art\/photos\/[0-9a-f]{20}\.jpg$/);
      const stored = await sharp(path.join(publicDir, still!.src)).metadata();
      expect([stored.width, stored.height]).toEqual([1280, 720]);
    },
  );

  it.runIf(ffmpegInstalled)(
    'records the still of a video with a 251-character name under a name validate takes',
    async () => {
      const { still } = await add(sample, `${'V'.repeat(247)}.mp4`);
      expect(still?.name).toBe(`${'V'.repeat(238)}….mp4 (still).png`);
      expect(await mediaIndexErrors(pagesDir(), publicDir)).toEqual([]);
    },
  );

  it.runIf(ffmpegInstalled)(
    'takes back the video it stored when its still cannot be recorded',
    async () => {
      await writeFile(mediaIndexFile(pagesDir()), '{ "photos": { ,, } }');
      await expect(add(sample, 'clip.mp4')).rejects.toThrow(
        /^clip\.mp4: its still \(a frame taken for its poster\): .*media\.json cannot be read as the media index/,
      );
      expect(await storedVideos()).toEqual([]);
      expect(await storedStills()).toEqual([]);
    },
  );
});
