import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { addPhoto, preparePhoto } from '../media/add-photo.ts';
import { readMediaIndex } from '../media/media-index.ts';
import { deletePhoto } from './image-library.ts';

let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'image-library-'));
  await mkdir(path.join(work, 'pages-json'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('deletes an unused photo with its entries in the media index and the image manifest', async () => {
  const folders = {
    publicDir: path.join(work, 'public'),
    pagesDir: path.join(work, 'pages-json'),
    manifestFile: path.join(work, 'images.json'),
  };
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#555' } })
    .jpeg()
    .toBuffer();
  const photo = await preparePhoto({ name: 'wall.jpg', bytes, alt: 'A grey wall' });
  await addPhoto(photo, folders);
  expect(JSON.parse(await readFile(folders.manifestFile, 'utf8'))).toHaveProperty([photo.src]);

  await deletePhoto(photo.src, folders.pagesDir, folders.publicDir, folders.manifestFile);
  expect(JSON.parse(await readFile(folders.manifestFile, 'utf8'))).toEqual({});
  expect(await readMediaIndex(folders.pagesDir)).toEqual({});
  await expect(readFile(path.join(folders.publicDir, photo.src))).rejects.toThrow(/ENOENT/);
});
