/**
 * The media index's one writer: pages-json/media.json lists each photo an author added, with the
 * file name it came with, the alt text given then and its size as stored
 * (schemas/media-index.schema.json; the validator checks it against the photos folder).
 *
 * Two authors, or the studio and `npm run media:add`, may add photos at the same moment, from
 * different processes. Each change therefore reads, edits and writes the index while holding
 * its lock (proper-lockfile: a folder made beside the file, which the system lets only one
 * process create; a lock left by a killed process goes stale), and writes through the atomic
 * write, which also refuses a file an editor changed since it was read.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import {
  atomicWrite,
  MEDIA_INDEX_FILE,
  prettierFormatted,
  shownPath,
} from '../../../content/node.ts';
import type { AddedPhoto, MediaIndex } from '../../../src/generated/content.ts';
import { serializeManifest, targetWidths, type ImageManifest } from '../build/image-sources.ts';

export type Photos = MediaIndex['photos'];

export const mediaIndexFile = (pagesDir: string) => path.join(pagesDir, MEDIA_INDEX_FILE);

/** A file's text, or null when there is no such file. */
const textOrNull = (file: string) =>
  readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : Promise.reject(error),
  );

/** A change to the index that was not made: its message is the whole reason, one line. */
export class IndexRefused extends Error {}

function parseIndex(text: string, file: string): Photos {
  try {
    const index = JSON.parse(text) as Partial<MediaIndex>;
    if (typeof index.photos === 'object' && index.photos !== null) return index.photos;
  } catch {
    // Said below, as for a file without "photos".
  }
  throw new IndexRefused(
    `${shownPath(file)} cannot be read as the media index: nothing was changed. \`npm run validate\` says where it is wrong.`,
  );
}

/** The photos the index lists; none when there is no index yet. */
export async function readMediaIndex(pagesDir: string): Promise<Photos> {
  const file = mediaIndexFile(pagesDir);
  const text = await textOrNull(file);
  return text === null ? {} : parseIndex(text, file);
}

const serialise = (photos: Photos) =>
  `${JSON.stringify(
    {
      $schema: '../schemas/media-index.schema.json',
      photos: Object.fromEntries(Object.entries(photos).sort(([a], [b]) => a.localeCompare(b))),
    } satisfies MediaIndex,
    null,
    2,
  )}\n`;

export interface IndexChange<T> {
  /** The photos as they are to be written; undefined leaves the index as it was. */
  photos?: Photos;
  result: T;
  /** Undoes what `task` did to other files when the index cannot be written after all. */
  undo?: () => Promise<unknown>;
}

/**
 * Runs `task` with the index's photos while no other process changes the index, then writes
 * what it returns. Throws IndexRefused (after `undo`) when the index cannot be read or written.
 */
export async function changeMediaIndex<T>(
  pagesDir: string,
  task: (photos: Photos) => Promise<IndexChange<T>>,
): Promise<T> {
  const file = mediaIndexFile(pagesDir);
  await mkdir(pagesDir, { recursive: true });
  const release = await lockfile
    .lock(file, {
      realpath: false,
      // Each change holds the lock for a few milliseconds; a batch of writers waits its turn.
      retries: { retries: 100, minTimeout: 10, maxTimeout: 250 },
      stale: 10_000,
    })
    .catch((error: NodeJS.ErrnoException) => {
      throw new IndexRefused(
        error.code === 'ELOCKED'
          ? `${shownPath(file)} is being changed by another program that has not finished: nothing was changed. Try again in a moment.`
          : `${shownPath(file)} could not be locked (${error.code ?? error.message}): nothing was changed.`,
      );
    });
  try {
    const text = await textOrNull(file);
    const change = await task(text === null ? {} : parseIndex(text, file));
    if (change.photos) {
      try {
        const next = await prettierFormatted(file, serialise(change.photos));
        await atomicWrite(file, next, { expected: text });
      } catch (error) {
        await change.undo?.();
        throw new IndexRefused((error as Error).message);
      }
    }
    return change.result;
  } finally {
    await release();
  }
}

export const withPhoto = (photos: Photos, src: string, photo: AddedPhoto): Photos =>
  // The same photo added again keeps what its entry says (its first name, an edited alt text).
  photos[src] ? photos : { ...photos, [src]: photo };

export const withoutPhoto = (photos: Photos, src: string): Photos =>
  Object.fromEntries(Object.entries(photos).filter(([key]) => key !== src));

/**
 * Puts `src`'s entry in the image manifest (src/generated/images.json) as the image step would
 * write it, or takes it out (`size` undefined), so a photo added or deleted leaves the committed
 * manifest in step and no build or test asks the author to regenerate it. Resolves a function
 * that puts the manifest back as it was.
 */
export async function setManifestEntry(
  manifestFile: string,
  src: string,
  size: { width: number; height: number } | undefined,
): Promise<() => Promise<void>> {
  const before = await textOrNull(manifestFile);
  const manifest = JSON.parse(before ?? '{}') as ImageManifest;
  if (size) manifest[src] = { ...size, widths: targetWidths(size.width) };
  else delete manifest[src];
  const after = serializeManifest(manifest);
  if (after === before) return async () => {};
  await atomicWrite(manifestFile, after, { expected: before });
  return async () => {
    await (before === null ? rm(manifestFile, { force: true }) : atomicWrite(manifestFile, before));
  };
}
