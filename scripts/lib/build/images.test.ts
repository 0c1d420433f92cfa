import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { targetWidths } from './image-sources.ts';
import {
  defaultManifestFile,
  describeImages,
  generateImages,
  serializeManifest,
} from './images.ts';
import { publicDir } from '../paths.ts';

describe('src/generated/images.json', () => {
  // The photo pipelines keep it in step as they add and delete (setManifestEntry), so an author
  // who adds a photo is never asked to regenerate it.
  it('matches the pictures in public/Assets/art/ (run `npm run images` and commit it if not)', async () => {
    const expected = serializeManifest(await describeImages(publicDir));
    expect(await readFile(defaultManifestFile, 'utf8')).toBe(expected);
  });
});

describe('public/Assets/art/*.svg', () => {
  const artDir = path.join(publicDir, 'Assets/art');
  const svgs = readdirSync(artDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.svg'));

  it.each(svgs)('%s is small and self-contained', (name) => {
    const text = readFileSync(path.join(artDir, name), 'utf8');
    expect(Buffer.byteLength(text), 'bytes').toBeLessThan(12 * 1024);
    expect(text).not.toMatch(/<(text|script|image|foreignObject)\b/);
    expect(text.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
      /https?:|href="[^#]/,
    );
  });
});

describe('targetWidths', () => {
  it('never upscales, and adds the source width when it falls between the standard widths', () => {
    expect(targetWidths(1600)).toEqual([480, 960, 1600]);
    expect(targetWidths(3000)).toEqual([480, 960, 1600]);
    expect(targetWidths(1280)).toEqual([480, 960, 1280]);
    expect(targetWidths(960)).toEqual([480, 960]);
    expect(targetWidths(96)).toEqual([96]);
  });
});

describe('generateImages', () => {
  let root: string;
  const manifestFile = () => path.join(root, 'images.json');
  const img = (name: string) => path.join(root, 'public/Assets/img', name);
  const run = (force = false) =>
    generateImages({ publicDir: path.join(root, 'public'), manifestFile: manifestFile(), force });

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
    const art = path.join(root, 'public/Assets/art');
    await mkdir(path.join(art, 'rooms'), { recursive: true });
    await writeFile(
      path.join(art, 'wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 500"><rect width="1000" height="500" fill="#13283d"/></svg>',
    );
    await sharp({ create: { width: 300, height: 200, channels: 4, background: '#d4a43780' } })
      .png()
      .toFile(path.join(art, 'rooms/small.png'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes every width and format, and a sorted manifest', async () => {
    const result = await run();
    expect(result.encodedSources).toBe(2);
    expect(
      (await readdir(path.join(root, 'public/Assets/img'), { recursive: true })).sort(),
    ).toEqual(
      [
        'rooms',
        ...['480', '960', '1000'].flatMap((w) =>
          ['avif', 'jpg', 'webp'].map((f) => `wide-${w}.${f}`),
        ),
        ...['avif', 'jpg', 'webp'].map((f) => `rooms/small-300.${f}`),
      ].sort(),
    );
    expect(await sharp(img('wide-480.jpg')).metadata()).toMatchObject({ width: 480, height: 240 });
    expect(await sharp(img('rooms/small-300.webp')).metadata()).toMatchObject({ hasAlpha: true });
    expect(await readFile(manifestFile(), 'utf8')).toBe(
      [
        '{',
        '  "/Assets/art/rooms/small.png": { "width": 300, "height": 200, "widths": [300] },',
        '  "/Assets/art/wide.svg": { "width": 1000, "height": 500, "widths": [480, 960, 1000] }',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('skips sources whose outputs are newer, and re-encodes a source newer than an output', async () => {
    expect((await run()).encodedSources).toBe(0);
    const longAgo = new Date('2000-01-01');
    await utimes(img('wide-960.avif'), longAgo, longAgo);
    const result = await run();
    expect(result.encodedSources).toBe(1);
    expect(result.filesWritten).toBe(9);
    expect((await stat(img('wide-960.avif'))).mtimeMs).toBeGreaterThan(longAgo.getTime());
  });

  it('removes outputs whose source is gone', async () => {
    await writeFile(img('removed-480.jpg'), 'old');
    expect((await run()).filesRemoved).toBe(1);
    await expect(stat(img('removed-480.jpg'))).rejects.toThrow();
  });

  it('refuses two sources that would write the same files', async () => {
    await writeFile(path.join(root, 'public/Assets/art/wide.png'), '');
    await expect(run()).rejects.toThrow(
      'public/Assets/art/wide.png and public/Assets/art/wide.svg would produce the same files',
    );
    await rm(path.join(root, 'public/Assets/art/wide.png'));
  });
});
