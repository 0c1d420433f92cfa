/**
 * How the media pipelines store a file named by its content hash: created whole (createWhole: a
 * file beside it, then a link that fails if the name is taken), so the same file added twice, or
 * by two authors at once, is one file.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createWhole, shownPath, WriteRefused } from '../../../content/node.ts';

/**
 * Resolves `true` when `file` was written, `false` when it was there already (the same bytes, by
 * its name); a folder that cannot be written is `refuse`d with a one-line reason.
 */
export async function storeOnce(
  file: string,
  bytes: Buffer,
  refuse: (reason: string) => never,
): Promise<boolean> {
  const folder = path.dirname(file);
  const cannotWrite = (error: NodeJS.ErrnoException): never =>
    refuse(
      `${shownPath(folder)} cannot be written (${error.code ?? error.message}): nothing was stored.`,
    );
  await mkdir(folder, { recursive: true }).catch(cannotWrite);
  try {
    await createWhole(file, bytes);
    return true;
  } catch (error) {
    if (error instanceof WriteRefused) return false;
    return cannotWrite(error as NodeJS.ErrnoException);
  }
}
