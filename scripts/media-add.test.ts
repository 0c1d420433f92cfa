import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { main } from './media-add.ts';
import { describeImages, serializeManifest } from './lib/build/images.ts';
import { indexLast, topBoxes, withPlace } from '../tests/support/mp4Files.ts';
import { mediaIndexErrors } from '../tests/support/mediaIndexErrors.ts';
import { copyPrettierSettings, prettierCheck } from '../tests/support/prettierSettings.ts';

const ffmpegInstalled = spawnSync('ffmpeg', ['-version']).status === 0;

let dir: string;
let printed: string[];
let complaints: string[];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-add-'));
  printed = [];
  complaints = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(console, 'error').mockImplementation((line: string) => void complaints.push(line));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const photo = async (name: string, colour: string) => {
  const file = path.join(dir, name);
  await writeFile(
    file,
    await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  return file;
};
const folders = () => ({
  publicDir: path.join(dir, 'public'),
  pagesDir: path.join(dir, 'pages-json'),
  storageDir: path.join(dir, 'storage'),
});
const storedIn = (publicDir: string) =>
  readdir(path.join(publicDir, 'Assets/art/photos')).catch(() => [] as string[]);
const videosIn = (storageDir: string) =>
  readdir(path.join(storageDir, 'website-assets')).catch(() => [] as string[]);
const mediaIndex = async () =>
  JSON.parse(await readFile(path.join(dir, 'pages-json/media.json'), 'utf8')) as {
    photos: Record<string, { name: string; alt: string }>;
  };
/** A phone's video: a real MP4 with its index last and where it was filmed. */
const phoneVideo = async (name: string) => {
  const file = path.join(dir, name);
  const sample = readFileSync(
    new URL('../supabase/storage/website-assets/hero.mp4', import.meta.url),
  );
  await writeFile(file, indexLast(withPlace(sample)));
  return file;
};

it('stores each photo, records it, and ends with the src an image field takes', async () => {
  const { publicDir } = folders();
  const files = [await photo('one.jpg', '#a33'), await photo('two.jpg', '#3a3')];
  expect(await main([...files, '--alt', 'A freshly painted porch'], folders())).toBe(0);
  expect(complaints).toEqual([]);
  const last = printed.at(-1)!;
  expect(last).toMatch(/^\/Assets\/art\/photos\/[0-9a-f]{20}\.jpg$/);
  expect(await storedIn(publicDir)).toContain(path.basename(last));
  expect(printed).toContain(`  ${JSON.stringify({ src: last, alt: 'A freshly painted porch' })}`);
  expect(await storedIn(publicDir)).toHaveLength(2);
  expect(Object.values((await mediaIndex()).photos).map((entry) => entry.name)).toEqual(
    expect.arrayContaining(['one.jpg', 'two.jpg']),
  );
  expect((await mediaIndex()).photos[last]?.alt).toBe('A freshly painted porch');
});

it('writes pages-json/media.json as the project’s Prettier settings say, so prettier --check passes', async () => {
  await copyPrettierSettings(dir);
  // A project indenting with tabs: the JSON.stringify indentation alone would not pass.
  const settings = path.join(dir, '.prettierrc.json');
  await writeFile(
    settings,
    JSON.stringify({ ...JSON.parse(await readFile(settings, 'utf8')), useTabs: true }),
  );
  const file = await photo('porch.jpg', '#a33');
  expect(await main([file, '--alt', 'A freshly painted porch'], folders())).toBe(0);
  const check = await prettierCheck(dir, ['pages-json/media.json']);
  expect(check.output).toContain('All matched files use');
  expect(Object.keys((await mediaIndex()).photos)).toEqual([printed.at(-1)]);
});

it('keeps the image manifest in step, as the image step would write it', async () => {
  const manifestFile = path.join(dir, 'images.json');
  const { publicDir } = folders();
  const file = await photo('hall.jpg', '#a33');
  expect(await main([file, '--alt', 'A hall'], { ...folders(), manifestFile })).toBe(0);
  expect(await readFile(manifestFile, 'utf8')).toBe(
    serializeManifest(await describeImages(publicDir)),
  );
  expect(JSON.parse(await readFile(manifestFile, 'utf8'))).toEqual({
    [printed.at(-1)!]: { width: 320, height: 240, widths: [320] },
  });
});

it('stores a phone video ready to publish and ends with the src a video field takes', async () => {
  // As on CI: no ffmpeg, so no still; the author is told to add one.
  process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
  try {
    const { storageDir } = folders();
    const file = await phoneVideo('porch.mp4');
    expect(await main([file, '--alt', 'The porch, repainted'], folders())).toBe(0);
    const last = printed.at(-1)!;
    expect(last).toMatch(/^storage:website-assets\/[0-9a-f]{20}\.mp4$/);
    expect(await videosIn(storageDir)).toEqual([last.split('/').at(-1)]);
    const stored = await readFile(path.join(storageDir, last.slice('storage:'.length)));
    const types = topBoxes(stored).map((box) => box.type);
    expect(types.indexOf('moov')).toBeLessThan(types.indexOf('mdat'));
    expect(stored.includes('udta', 0, 'latin1')).toBe(false);
    expect(printed.join('\n')).toMatch(/no still was taken/i);
  } finally {
    delete process.env.FFMPEG_PATH;
  }
});

it('refuses the whole batch when one file is refused: exit 1, one line each, nothing stored', async () => {
  const { publicDir, storageDir } = folders();
  const good = await photo('good.jpg', '#33a');
  const video = await phoneVideo('door.mp4');
  const svg = path.join(dir, 'logo.svg');
  await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  const mov = path.join(dir, 'clip.mov');
  await writeFile(mov, 'not a video');
  expect(await main([good, svg, video, mov, '--alt', 'A front door'], folders())).toBe(1);
  expect(complaints[0]).toMatch(/^logo\.svg: SVG is not taken/);
  expect(complaints[1]).toMatch(/^clip\.mov: a QuickTime \(\.mov\) video does not play/);
  expect(complaints.at(-1)).toBe('Nothing was stored: 2 of 4 refused.');
  expect(await storedIn(publicDir)).toEqual([]);
  expect(await videosIn(storageDir)).toEqual([]);
  expect(await readdir(dir)).not.toContain('pages-json');
});

it('refuses a video whose alt text is too long before storing anything, naming the file given', async () => {
  const { publicDir, storageDir } = folders();
  const clip = await phoneVideo('clip.mp4');
  expect(await main([clip, '--alt', 'A'.repeat(300)], folders())).toBe(1);
  expect(complaints).toEqual([
    'clip.mp4: the alt text is 300 characters; at most 250 fit. Say what matters most.',
    'Nothing was stored: 1 of 1 refused.',
  ]);
  expect(await videosIn(storageDir)).toEqual([]);
  expect(await storedIn(publicDir)).toEqual([]);
  expect(await readdir(dir)).not.toContain('pages-json');
});

it.runIf(ffmpegInstalled)(
  'stores a video named with 251 characters, and validate takes the name of its still',
  async () => {
    const { publicDir, pagesDir } = folders();
    const clip = await phoneVideo(`${'V'.repeat(247)}.mp4`);
    expect(await main([clip, '--alt', 'The porch, repainted'], folders())).toBe(0);
    expect(Object.values((await mediaIndex()).photos).map((entry) => entry.name)).toEqual([
      `${'V'.repeat(238)}….mp4 (still).png`,
    ]);
    expect(await mediaIndexErrors(pagesDir, publicDir)).toEqual([]);
  },
);

it('asks for the alt text and a file, exit 2', async () => {
  expect(await main([await photo('a.jpg', '#333')], folders())).toBe(2);
  expect(complaints[0]).toMatch(/--alt/);
  expect(await main(['--alt', 'x'], folders())).toBe(2);
});
