/**
 * `npm run media:add` as a terminal sees it, run as its own process on real files in a temporary
 * folder (PUBLIC_DIR, PAGES_DIR and STORAGE_DIR point it there): a file name that holds escape
 * sequences, line breaks or a right-to-left override prints as one line saying what it holds,
 * and an alt text that shows nothing, or holds a control character, is refused.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/paths.ts';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-add-text-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A folder of its own for each run: what it stored, and nothing else's. */
async function mediaAdd(name: string, args: string[]) {
  const work = path.join(dir, name);
  const env = {
    ...process.env,
    PUBLIC_DIR: path.join(work, 'public'),
    PAGES_DIR: path.join(work, 'pages-json'),
    STORAGE_DIR: path.join(work, 'storage'),
    FFMPEG_PATH: '/nonexistent/ffmpeg',
  };
  const command = [path.join(root, 'node_modules/.bin/tsx'), 'scripts/media-add.ts', ...args];
  const result = await run(command[0]!, command.slice(1), { cwd: root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  const stored = await readdir(work, { recursive: true }).catch(() => [] as string[]);
  return { ...result, stored, work };
}

const photoBytes = (colour = '#a33') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function file(name: string, bytes: Buffer | string) {
  const where = path.join(dir, name);
  await writeFile(where, bytes);
  return where;
}

/** Lines with a character that acts on a terminal or a reader: a control or a format one. */
const acting = (output: string) =>
  output.split('\n').filter((line) => /[\p{Cc}\p{Cf}]/u.test(line));

const FORGED = 'evil\n\u001b[2K\u001b[1AAll 35 page files are valid.\n.jpg';
const FORGED_SHOWN = 'evil\\n\\u001b[2K\\u001b[1AAll 35 page files are valid.\\n.jpg';

describe('npm run media:add', { timeout: 120_000 }, () => {
  it('prints a refused file whose name forges a success line as one escaped line', async () => {
    const forged = await file(FORGED, 'not a picture');
    const result = await mediaAdd('forged', [forged, '--alt', 'A porch']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `${FORGED_SHOWN}: the file is named as a JPEG but holds no picture.\nNothing was stored: 1 of 1 refused.\n`,
    );
    expect(result.stored).toEqual([]);
  });

  it('prints and records a stored photo’s name with its overrides and line breaks escaped', async () => {
    const reversed = await file('invoice\u202egnp.jpg', await photoBytes());
    const forged = await file(FORGED, await photoBytes('#3a3'));
    const result = await mediaAdd('stored', [reversed, forged, '--alt', 'A porch']);
    expect(result.code).toBe(0);
    expect(acting(result.stdout + result.stderr)).toEqual([]);
    expect(result.stdout).toContain(
      'invoice\\u202egnp.jpg: 64 × 48 px, stored; as an image field:',
    );
    expect(result.stdout.split('\n')).toContain(
      `${FORGED_SHOWN}: 64 × 48 px, stored; as an image field:`,
    );
    const index = JSON.parse(
      await readFile(path.join(result.work, 'pages-json/media.json'), 'utf8'),
    ) as { photos: Record<string, { name: string }> };
    expect(Object.values(index.photos).map((photo) => photo.name)).toEqual(
      expect.arrayContaining(['invoice\\u202egnp.jpg', FORGED_SHOWN]),
    );
  });

  it('refuses an alt text of only invisible characters, or one holding ESC, CR or BEL: nothing stored', async () => {
    const porch = await file('porch.jpg', await photoBytes());
    const clip = await file('clip.mp4', 'not read: the alt text is refused first');
    const alts = {
      'zero-width': '\u200b\u200b',
      escape: 'A porch\u001b[2K',
      'carriage-return': 'A porch\rAll done',
      bell: 'A porch\u0007',
    };
    const results = await Promise.all(
      Object.entries(alts).map(([name, alt]) => mediaAdd(name, [porch, clip, '--alt', alt])),
    );
    for (const result of results) {
      expect(result.code).toBe(1);
      expect(result.stored).toEqual([]);
      expect(acting(result.stderr)).toEqual([]);
    }
    const [zeroWidth, escape, carriageReturn, bell] = results.map(
      (result) => result.stderr.split('\n')[0],
    );
    expect(zeroWidth).toBe(
      'porch.jpg: the alt text shows nothing: it holds only invisible characters (2 × U+200B). Say what the picture shows, for people who cannot see it (--alt "…").',
    );
    expect(escape).toBe(
      'porch.jpg: the alt text holds an escape character (ESC), U+001B, at character 8: a control character, which a page does not show and a terminal obeys. Remove it.',
    );
    expect(carriageReturn).toMatch(/^porch\.jpg: the alt text holds a carriage return \(CR\)/);
    expect(bell).toMatch(/^porch\.jpg: the alt text holds a bell character \(BEL\)/);
    expect(results[0]!.stderr.split('\n')[1]).toMatch(
      /^clip\.mp4: the alt text shows nothing: .* Say what the video shows/,
    );
  });
});
