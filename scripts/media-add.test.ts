import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { main } from './media-add.ts';

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
const storedIn = (publicDir: string) =>
  readdir(path.join(publicDir, 'Assets/art/photos')).catch(() => [] as string[]);

it('stores each photo and ends with the src an image field takes', async () => {
  const publicDir = path.join(dir, 'public');
  const files = [await photo('one.jpg', '#a33'), await photo('two.jpg', '#3a3')];
  expect(await main([...files, '--alt', 'A freshly painted porch'], publicDir)).toBe(0);
  expect(complaints).toEqual([]);
  const last = printed.at(-1)!;
  expect(last).toMatch(/^\/Assets\/art\/photos\/[0-9a-f]{20}\.jpg$/);
  expect(await storedIn(publicDir)).toContain(path.basename(last));
  expect(printed).toContain(`  ${JSON.stringify({ src: last, alt: 'A freshly painted porch' })}`);
  expect(await storedIn(publicDir)).toHaveLength(2);
});

it('refuses the whole batch when one file is refused: exit 1, one line each, nothing stored', async () => {
  const publicDir = path.join(dir, 'public');
  const good = await photo('good.jpg', '#33a');
  const svg = path.join(dir, 'logo.svg');
  await writeFile(svg, '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  expect(await main([good, svg, '--alt', 'A front door'], publicDir)).toBe(1);
  expect(complaints[0]).toMatch(/^logo\.svg: SVG is not taken/);
  expect(complaints.at(-1)).toBe('Nothing was stored: 1 of 2 refused.');
  expect(await storedIn(publicDir)).toEqual([]);
});

it('asks for the alt text and a file, exit 2', async () => {
  expect(await main([await photo('a.jpg', '#333')], dir)).toBe(2);
  expect(complaints[0]).toMatch(/--alt/);
  expect(await main(['--alt', 'x'], dir)).toBe(2);
});
