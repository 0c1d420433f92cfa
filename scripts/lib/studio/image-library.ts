/**
 * The studio's media library: every image under public/Assets/ with the files that use it and
 * the alt texts it has there, and the deletion of a photo an author added once nothing uses it.
 * Uses are read from the files on disk, as saved.
 */
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { imageUses } from '../../../content/index.ts';
import { loadContentFiles } from '../../../content/node.ts';
import type { LibraryImage } from '../../../src/shared/studio/api.ts';
import { isPhotoSrc } from '../media/add-photo.ts';
import { pagesDir, publicDir } from '../paths.ts';
import { pageEntryOf } from './page-files.ts';
import { HttpError } from './request-body.ts';

/** Every picture under public/Assets/ as a site path, sorted; not the build's encoded sizes. */
export async function imageFiles(publicFolder = publicDir): Promise<string[]> {
  const names = await readdir(path.join(publicFolder, 'Assets'), { recursive: true }).catch(
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
  );
  return (
    names
      .map((name) => `/Assets/${name.split('\\').join('/')}`)
      .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name))
      // The encoded sizes under Assets/img/ are made from these by the build, never named in pages.
      .filter((name) => !name.startsWith('/Assets/img/'))
      .sort()
  );
}

async function usesOnDisk(dir: string) {
  const entries = (await loadContentFiles(dir)).map(pageEntryOf);
  const names = new Map(entries.map(({ entry }) => [entry.file, entry.name]));
  const uses = imageUses(
    entries.flatMap(({ entry, doc }) =>
      doc === undefined ? [] : [{ path: entry.file, value: doc }],
    ),
  );
  return { uses, names };
}

export async function imageLibrary(
  dir = pagesDir,
  publicFolder = publicDir,
): Promise<LibraryImage[]> {
  const [files, { uses, names }] = await Promise.all([imageFiles(publicFolder), usesOnDisk(dir)]);
  return files.map((src) => {
    const found = uses.get(src) ?? [];
    const usedBy = [...new Set(found.map((use) => use.file))];
    return {
      src,
      photo: isPhotoSrc(src),
      usedOn: usedBy.map((file) => ({ file, name: names.get(file) ?? file })),
      alts: [...new Set(found.flatMap((use) => (use.alt ? [use.alt] : [])))],
    };
  });
}

const listed = (words: string[]) =>
  words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/**
 * Deletes a photo an author added, when no file uses it. The artwork is the design's, never
 * deleted from here; a photo in use is refused with the files that use it.
 */
export async function deletePhoto(src: string, dir = pagesDir, publicFolder = publicDir) {
  if (!isPhotoSrc(src))
    throw new HttpError(400, `${src} is not a photo an author added; only those are deleted here.`);
  const { uses, names } = await usesOnDisk(dir);
  const usedBy = [...new Set((uses.get(src) ?? []).map((use) => names.get(use.file) ?? use.file))];
  if (usedBy.length > 0)
    throw new HttpError(
      409,
      `This photo is used on ${listed(usedBy)}. Choose another picture there first; nothing was deleted.`,
    );
  await unlink(path.join(publicFolder, src)).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new HttpError(404, `${src} is not in the library (deleted already?).`)
      : error;
  });
  return { deleted: src };
}
