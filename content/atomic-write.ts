/**
 * The one way the tools write a file of the site's content (page files, fragments, generated
 * files): write-file-atomic (the writer npm itself uses) writes a temporary file in the same
 * folder, flushes it to disk and renames it over the old one, keeping the old file's mode and
 * owner. A reader, or a kill at any instant, sees the old file or the new one, never half of one.
 *
 * Before that it refuses, with a one-line reason and nothing written: a symbolic link, a file
 * without write permission (as root the system itself would not refuse it), and a file that
 * changed since the caller read it (another program's edit is never overwritten).
 */
import { randomUUID } from 'node:crypto';
import { link, lstat, readFile, rm, writeFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import { shownPath } from './shown-path.ts';

/** A write the tool would not make: its message is the whole reason, one line. */
export class WriteRefused extends Error {}

export interface AtomicWriteOptions {
  /** What the file held when the caller read it (null: it did not exist); checked if given. */
  expected?: string | null;
}

/** Why `file` may not be written now, or undefined when it may. */
export async function writeRefusal(
  file: string,
  { expected }: AtomicWriteOptions = {},
): Promise<string | undefined> {
  const info = await lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info?.isSymbolicLink())
    return `${shownPath(file)} is a symbolic link: nothing was written through it. Replace the link with the file itself.`;
  if (info && (info.mode & 0o222) === 0)
    return `${shownPath(file)} is read-only (mode ${(info.mode & 0o777).toString(8)}): nothing was written. Make it writable (chmod u+w) or leave it as it is.`;
  if (expected !== undefined) {
    const now = info ? await readFile(file, 'utf8') : null;
    if (now !== expected)
      return `${shownPath(file)} ${expected === null ? 'was created' : now === null ? 'was removed' : 'changed'} since it was read: nothing was written, so that change is kept. Read it again and make yours anew.`;
  }
  return undefined;
}

/** Writes `data` (text, or the bytes of a picture) as the whole of `file`, or throws WriteRefused. */
export async function atomicWrite(
  file: string,
  data: string | Buffer,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const refused = await writeRefusal(file, options);
  if (refused) throw new WriteRefused(refused);
  try {
    await writeFileAtomic(file, data);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new WriteRefused(
      code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
        ? `${shownPath(file)} could not be written (${code}: its folder does not let this user write): nothing was changed.`
        : `${shownPath(file)} could not be written: ${message}. Nothing was changed.`,
    );
  }
}

/**
 * Creates `file` whole, never over one that exists: written beside it, flushed, then linked into
 * place, which fails (WriteRefused) when the name is taken, even by a file made a moment ago.
 */
export async function createWhole(file: string, data: string | Buffer): Promise<void> {
  const next = `${file}.${randomUUID()}.saving`;
  try {
    await writeFile(next, data, { flag: 'wx', flush: true });
    await link(next, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST'
        ? new WriteRefused(`${shownPath(file)} exists: nothing was written; choose another name.`)
        : error;
    });
  } finally {
    await rm(next, { force: true });
  }
}
