/**
 * The build's image step stopped at any instant (a killed build, a closed laptop), then run
 * again: every size it leaves is a whole picture, so none is taken for done and published cut.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateImages } from './images.ts';

let root: string;
const publicDir = () => path.join(root, 'public');
const manifestFile = () => path.join(root, 'images.json');
const imagesModule = new URL('./images.ts', import.meta.url).pathname;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'images-killed-'));
  const art = path.join(publicDir(), 'Assets/art/photos');
  await mkdir(art, { recursive: true });
  // Photos large enough that encoding every size takes a while, and differ (no dedupe).
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

/** Runs the image step in its own process and kills it after `ms`; resolves when it is gone. */
function runAndKill(ms: number) {
  const script = `const { generateImages } = await import(${JSON.stringify(imagesModule)});
await generateImages({ publicDir: ${JSON.stringify(publicDir())}, manifestFile: ${JSON.stringify(manifestFile())}, force: true });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: 'ignore',
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  return new Promise<void>((resolve) =>
    child.on('exit', () => {
      clearTimeout(timer);
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

it('leaves only whole pictures when killed at any instant and run again', async () => {
  const started = performance.now();
  await runAndKill(600_000);
  const full = performance.now() - started;
  const complete = await outputs();
  expect(complete.cut).toEqual([]);
  for (const fraction of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]) {
    await runAndKill(full * fraction);
    // Right after the kill, a size is there whole or not at all…
    expect((await outputs()).cut, `killed at ${Math.round(fraction * 100)} %`).toEqual([]);
    // …and the next run ends with every size, each whole.
    await generateImages({ publicDir: publicDir(), manifestFile: manifestFile() });
    const after = await outputs();
    expect(after.cut).toEqual([]);
    expect(after.names.sort()).toEqual(complete.names.sort());
  }
}, 600_000);
