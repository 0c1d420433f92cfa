import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  const page = Buffer.from(`<!DOCTYPE html><p>${'Fresh paint, clean lines. '.repeat(200)}</p>`);
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), page);
    await writeFile(path.join(dir, 'assets', 'app.js'), `export const a = ${'1 + '.repeat(500)}1;`);
    await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    // Larger than the threshold, but an image: compressed already.
    await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(MIN_BYTES * 4, 7));
    await writeFile(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ a: 'b'.repeat(2000) }),
    );
    await precompressDir(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside a page that decompress to the page, byte for byte', async () => {
    const br = await readFile(path.join(dir, 'index.html.br'));
    const gz = await readFile(path.join(dir, 'index.html.gz'));
    expect(br.length).toBeLessThan(page.length);
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
  });

  it('compresses scripts in nested folders too', async () => {
    expect(await readdir(path.join(dir, 'assets'))).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
  });

  it('skips files under the threshold, images and the unserved .vite folder', async () => {
    expect((await readdir(dir)).sort()).toEqual([
      '.vite',
      'assets',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'photo.webp',
      'robots.txt',
    ]);
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json']);
  });
});
