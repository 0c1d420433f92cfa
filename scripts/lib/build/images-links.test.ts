/**
 * The image step runs before validation (first in `npm run dev`), so it must refuse a link in
 * public/Assets/art/ itself: a hostile commit's link to a picture outside the repository would
 * otherwise be encoded into public/Assets/img/ and listed in the committed images.json.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateImages } from './images.ts';

let root: string;
const imagesModule = new URL('./images.ts', import.meta.url).pathname;
const refusal = (link: string) =>
  `${link}:1 /: this is a symbolic link, so it was not followed: the build would publish whatever it leads to, even a file from outside the repository. Replace the link with the file or folder itself. [public-symlink]`;

/** A project copy's public/ with one real picture, and the manifest the last run wrote. */
async function site(name: string) {
  const publicDir = path.join(root, name, 'public');
  await mkdir(path.join(publicDir, 'Assets/art'), { recursive: true });
  await sharp({ create: { width: 600, height: 400, channels: 3, background: '#13283d' } })
    .png()
    .toFile(path.join(publicDir, 'Assets/art/own.png'));
  const manifestFile = path.join(root, name, 'images.json');
  await writeFile(manifestFile, '{\n}\n');
  return { publicDir, manifestFile };
}

/** What the step left: the files under Assets/img/ and the manifest's text. */
async function written({ publicDir, manifestFile }: Awaited<ReturnType<typeof site>>) {
  const img = path.join(publicDir, 'Assets/img');
  return {
    outputs: await readdir(img, { recursive: true }).catch(() => []),
    manifest: await readFile(manifestFile, 'utf8'),
  };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'images-links-'));
  const outside = path.join(root, 'outside');
  await mkdir(path.join(outside, 'art'), { recursive: true });
  for (const file of ['secret.jpg', 'art/secret.jpg'])
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c00' } })
      .jpeg()
      .toFile(path.join(outside, file));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm run images with a link in public/', () => {
  it('refuses a linked picture and a linked folder in Assets/art/, naming each link, and writes nothing', async () => {
    const project = await site('links-in-art');
    const art = path.join(project.publicDir, 'Assets/art');
    await symlink(path.join(root, 'outside/secret.jpg'), path.join(art, 'leak.jpg'));
    await symlink(path.join(root, 'outside/art'), path.join(art, 'more'), 'dir');
    const run = generateImages(project);
    await expect(run).rejects.toThrow(
      `${refusal('public/Assets/art/leak.jpg')}\n${refusal('public/Assets/art/more')}`,
    );
    expect(await written(project)).toEqual({ outputs: [], manifest: '{\n}\n' });
  });

  it('refuses a linked Assets/ folder above the pictures', async () => {
    const project = await site('linked-assets');
    await rm(path.join(project.publicDir, 'Assets'), { recursive: true });
    await symlink(path.join(root, 'outside'), path.join(project.publicDir, 'Assets'), 'dir');
    await expect(generateImages(project)).rejects.toThrow(refusal('public/Assets'));
    expect((await written(project)).manifest).toBe('{\n}\n');
  });

  it('says why in one plain line, exits 1, and never names what the link leads to', async () => {
    const project = await site('one-line');
    const art = path.join(project.publicDir, 'Assets/art');
    await symlink(path.join(root, 'outside/secret.jpg'), path.join(art, 'leak.jpg'));
    const script = `const { runImageStep } = await import(${JSON.stringify(imagesModule)});
if (!(await runImageStep(${JSON.stringify(project)}))) process.exit(1);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toBe(`${refusal('public/Assets/art/leak.jpg')}\n`);
    expect(stderr).not.toContain(root);
  });

  it('still makes every size of the pictures stored in the folder itself', async () => {
    const project = await site('no-links');
    await generateImages(project);
    expect((await written(project)).manifest).toContain('"/Assets/art/own.png"');
  });
});
