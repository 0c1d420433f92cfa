/**
 * Opens a public object's file without following any link: each folder on the way and the file
 * itself are checked with lstat, the file is opened with O_NOFOLLOW, and what was opened must be
 * the regular file that was checked.
 */
import { constants } from 'node:fs';
import { lstat, open, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import type { ObjectPath } from './objectPath.ts';

export interface OpenObject {
  handle: FileHandle;
  stats: Stats;
}

/** Errors that mean "there is no such object here" rather than a fault of the gateway. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'EACCES', 'EPERM', 'ENAMETOOLONG', 'EISDIR']);

const absent = (error: unknown) => ABSENT.has((error as NodeJS.ErrnoException).code ?? '');

/** The object's open file and its stats, or null when it is not a regular file reached without links. */
export async function openObject({
  root,
  segments,
}: Pick<ObjectPath, 'root' | 'segments'>): Promise<OpenObject | null> {
  try {
    let at = root;
    for (const [index, segment] of segments.entries()) {
      at = path.join(at, segment);
      const stats = await lstat(at);
      const last = index === segments.length - 1;
      // A link (to anywhere), or a file where a folder should be, or a folder, FIFO or device
      // where the file should be: no object.
      if (last ? !stats.isFile() : !stats.isDirectory()) return null;
    }
    const checked = await lstat(at);
    // O_NONBLOCK: a file swapped for a FIFO after the check must not hang the open.
    const handle = await open(at, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const stats = await handle.stat();
      if (stats.isFile() && stats.ino === checked.ino && stats.dev === checked.dev) {
        return { handle, stats };
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    await handle.close();
    return null;
  } catch (error) {
    if (absent(error)) return null;
    throw error;
  }
}
