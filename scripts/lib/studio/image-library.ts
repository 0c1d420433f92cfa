/**
 * The studio's media library: every image under public/Assets/ with the files that use it, the
 * alt texts it has there and, for a photo an author added, its name and alt text from the media
 * index; and the deletion of such a photo once nothing uses it. Uses are read from the files on
 * disk, as saved.
 */
import { readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { imageUses } from '../../../content/index.ts';
import { createWhole, loadContentFiles } from '../../../content/node.ts';
import type { LibraryImage } from '../../../src/shared/studio/api.ts';
import { isPhotoSrc } from '../media/add-photo.ts';
import {
  changeMediaIndex,
  IndexRefused,
  readMediaIndex,
  setManifestEntry,
  type Photos,
  withoutPhoto,
} from '../media/media-index.ts';
import { imageManifestFor, pagesDir, publicDir } from '../paths.ts';
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

/** Where each image is used in the files on disk: the files, each once, by their panel names. */
async function usesOnDisk(dir: string) {
  const entries = (await loadContentFiles(dir)).map(pageEntryOf);
  const names = new Map(entries.map(({ entry }) => [entry.file, entry.name]));
  const uses = imageUses(
    entries.flatMap(({ entry, doc }) =>
      doc === undefined ? [] : [{ path: entry.file, value: doc }],
    ),
  );
  const usedOn = (src: string) =>
    [...new Set((uses.get(src) ?? []).map((use) => use.file))].map((file) => ({
      file,
      name: names.get(file) ?? file,
    }));
  return { uses, usedOn };
}

export async function imageLibrary(
  dir = pagesDir,
  publicFolder = publicDir,
): Promise<LibraryImage[]> {
  const [files, { uses, usedOn }, indexed] = await Promise.all([
    imageFiles(publicFolder),
    usesOnDisk(dir),
    // An index that cannot be read is reported by the validator; the library still lists files.
    readMediaIndex(dir).catch((): Photos => ({})),
  ]);
  return files.map((src) => {
    const entry = indexed[src];
    return {
      src,
      photo: isPhotoSrc(src),
      usedOn: usedOn(src),
      alts: [...new Set((uses.get(src) ?? []).flatMap((use) => (use.alt ? [use.alt] : [])))],
      ...(entry && { added: { name: entry.name, alt: entry.alt } }),
    };
  });
}

const listed = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * Deletes a photo an author added, when no file uses it. The artwork is the design's, never
 * deleted from here; a photo in use is refused with the files that use it.
 */
export async function deletePhoto(
  src: string,
  dir = pagesDir,
  publicFolder = publicDir,
  manifestFile = imageManifestFor(publicFolder),
) {
  if (!isPhotoSrc(src))
    throw new HttpError(400, `${src} is not a photo an author added; only those are deleted here.`);
  const usedBy = (await usesOnDisk(dir)).usedOn(src);
  if (usedBy.length > 0)
    throw new HttpError(
      409,
      `This photo is used on ${listed.format(usedBy.map((use) => use.name))}. Choose another picture there first; nothing was deleted.`,
    );
  const file = path.join(publicFolder, src);
  const gone = (error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new HttpError(404, `${src} is not in the library (deleted already?).`)
      : error;
  };
  try {
    // The file and its entry in the media index go together: if the index cannot be written,
    // the file is put back.
    return await changeMediaIndex(dir, async (photos) => {
      const bytes = await readFile(file).catch(gone);
      const restoreManifest = manifestFile
        ? await setManifestEntry(manifestFile, src, undefined)
        : undefined;
      await unlink(file).catch(async (error: NodeJS.ErrnoException) => {
        await restoreManifest?.();
        return gone(error);
      });
      return {
        ...(photos[src] && { photos: withoutPhoto(photos, src) }),
        result: { deleted: src },
        undo: async () => {
          await restoreManifest?.();
          await createWhole(file, bytes);
        },
      };
    });
  } catch (error) {
    if (error instanceof IndexRefused) throw new HttpError(409, error.message);
    throw error;
  }
}
