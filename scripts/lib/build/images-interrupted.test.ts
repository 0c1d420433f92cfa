/**
 * The build's image step stopped while it writes (a killed build, a closed laptop), then run
 * again: every size it leaves is a whole picture, so none is taken for done and published cut.
 */
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isTemporaryFile, temporaryFileTarget } from '../../../content/node.ts';
import { generateImages } from './images.ts';

let root: string;
const publicDir = () => path.join(root, 'public');
const manifestFile = () => path.join(root, 'images.json');
const imagesModule = new URL('./images.ts', import.meta.url).pathname;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'images-killed-'));
  const art = path.join(publicDir(), 'Assets/art/photos');
  await mkdir(art, { recursive: true });
  // Photos that differ (no dedupe), large enough that a size written in place would be seen cut.
  for (const seed of [1, 2, 3])
    await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 100 + seed * 20, sigma: 30 },
      },
    })
      .jpeg()
      .toFile(path.join(art, `${String(seed).repeat(20)}.jpg`));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const sizesDir = () => path.join(publicDir(), 'Assets/img/photos');

/**
 * Runs the image step in its own process, re-encoding every size, and kills it as it starts writing
 * its `atWrite`-th size; resolves when it is gone.
 */
function runAndKill(atWrite: number) {
  const script = `const { generateImages } = await import(${JSON.stringify(imagesModule)});
await generateImages({ publicDir: ${JSON.stringify(publicDir())}, manifestFile: ${JSON.stringify(manifestFile())}, force: true });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: 'ignore',
  });
  // Each size it writes shows as its temporary file, then the size; another process's temporary
  // file (one a killed run left, which this one removes) is none of its writes.
  const writes = new Set<string>();
  const watcher = watch(sizesDir(), { persistent: false }, (_, name) => {
    if (!name || (isTemporaryFile(name) && !name.includes(`.${child.pid}-`))) return;
    writes.add(temporaryFileTarget(name));
    if (writes.size === atWrite) child.kill('SIGKILL');
  });
  return new Promise<void>((resolve) =>
    child.on('exit', () => {
      watcher.close();
      resolve();
    }),
  );
}

/** Every file the step left under Assets/img/, and whether each decodes to its last pixel. */
async function outputs() {
  const dir = path.join(publicDir(), 'Assets/img');
  const names = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).map(String);
  const files = names.filter((name) => /\.(avif|webp|jpg)$/.test(name));
  const cut: string[] = [];
  for (const name of files) {
    const whole = await sharp(path.join(dir, name), { failOn: 'truncated' })
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!whole) cut.push(name);
  }
  return { names, files, cut };
}

it('leaves only whole pictures when killed as it writes its first, middle or last size, and run again', async () => {
  await generateImages({ publicDir: publicDir(), manifestFile: manifestFile() });
  const complete = await outputs();
  expect(complete.cut).toEqual([]);
  const sizes = complete.files.length;
  expect(sizes).toBe(27);
  for (const atWrite of [1, Math.ceil(sizes / 2), sizes]) {
    await runAndKill(atWrite);
    // Right after the kill, a size is there whole or not at all…
    expect((await outputs()).cut, `killed at size ${atWrite} of ${sizes}`).toEqual([]);
    // …and the next run ends with every size, each whole.
    await generateImages({ publicDir: publicDir(), manifestFile: manifestFile() });
    const after = await outputs();
    expect(after.cut).toEqual([]);
    expect(after.names.sort()).toEqual(complete.names.sort());
  }
}, 600_000);
