/**
 * The one way the tools write a file of the site's content (page files, fragments, media, generated
 * files): a temporary file beside it, flushed to disk, given the old file's mode and owner, then
 * renamed over it. A reader, or a kill at any instant, sees the old file or the new one, never
 * half of one.
 *
 * Before that it refuses, with a one-line reason and nothing written: a symbolic link, a file the
 * user who runs the tool may not write (rename needs only the folder's permission, so the system
 * itself would not refuse it), a file whose owner a replacement could not keep, and a file that
 * changed since the caller read it (another program's edit is never overwritten).
 *
 * A temporary file has one naming rule (temporaryFileFor): `<file>.<process id>-<random>.saving`.
 * A write that is killed leaves it behind; the next write into that folder removes it once the
 * process that made it has ended, and `npm run validate` names any that is left.
 */
import { constants } from 'node:fs';
import type { Stats } from 'node:fs';
import {
  access,
  chmod,
  chown,
  link,
  lstat,
  open,
  readdir,
  readFile,
  rename,
  rm,
} from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { shownPath } from './shown-path.ts';

/** A write the tool would not make: its message is the whole reason, one line. */
export class WriteRefused extends Error {}

export interface AtomicWriteOptions {
  /** What the file held when the caller read it (null: it did not exist); checked if given. */
  expected?: string | null;
}

const TEMPORARY_ENDING = '.saving';
/**
 * `<file>.<process id>-<8 hex>.saving`; before it, createWhole's `<file>.<uuid>.saving` and the
 * write-file-atomic library's `<file>.json.<32-bit hash>`, which older checkouts may still hold.
 */
const TEMPORARY_NAME =
  /^(.+)\.(?:(\d+)-[0-9a-f]{8}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\.saving$|^(.+\.json)\.\d{1,10}$/;

/** The name a write of `file` uses until its data is whole: beside it, with this process's id. */
export const temporaryFileFor = (file: string): string =>
  `${file}.${process.pid}-${randomBytes(4).toString('hex')}${TEMPORARY_ENDING}`;

/** Whether a file's name says it is a write's temporary file (never a page, photo or video). */
export const isTemporaryFile = (name: string): boolean => TEMPORARY_NAME.test(name);

/** The file a temporary file was written for (its name without the writer's tail). */
export const temporaryFileTarget = (name: string): string => {
  const match = TEMPORARY_NAME.exec(name);
  return match?.[1] ?? match?.[3] ?? name;
};

/** Whether a temporary file's writer has ended (killed mid-write), so nothing will finish it. */
export function isLeftBehind(name: string): boolean {
  if (!isTemporaryFile(name)) return false;
  const pid = Number(TEMPORARY_NAME.exec(name)?.[2] ?? 0);
  if (!Number.isSafeInteger(pid) || pid <= 0) return true; // no process named: an older writer's
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const swept = new Set<string>();

/**
 * Removes the temporary files in `folder` whose writer has ended (killed mid-write), once per
 * folder and process: a writer clears what an earlier one left before it adds its own. A file
 * that cannot be removed is left for validate to name.
 */
export async function removeStaleTemporaryFiles(folder: string): Promise<void> {
  const key = path.resolve(folder);
  if (swept.has(key)) return;
  swept.add(key);
  const names = await readdir(key).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter(isLeftBehind)
      .map((name) => rm(path.join(key, name), { force: true }).catch(() => undefined)),
  );
}

const ownerName = (uid: number) => (uid === 0 ? 'root' : `user id ${uid}`);

/**
 * Why the user who runs the tool may not replace a file that exists, or undefined. Root may write
 * anything, so a mode without write bits is refused for everyone; anyone else must be allowed to
 * write the file itself, and own it with its group, or the new file would take another owner.
 */
async function permissionRefusal(file: string, info: Stats): Promise<string | undefined> {
  const shown = shownPath(file);
  const mode = (info.mode & 0o777).toString(8);
  if ((info.mode & 0o222) === 0)
    return `${shown} is read-only (mode ${mode}): nothing was written. Make it writable (chmod u+w) or leave it as it is.`;
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0) return undefined;
  const writable = await access(file, constants.W_OK).then(
    () => true,
    () => false,
  );
  if (!writable)
    return `${shown} belongs to ${ownerName(info.uid)} (mode ${mode}), and you may not write it: nothing was written. Ask its owner to make it yours (chown) or leave it as it is.`;
  const groups = [process.getgid?.(), ...(process.getgroups?.() ?? [])];
  if (info.uid !== uid || !groups.includes(info.gid))
    return `${shown} belongs to ${ownerName(info.uid)}, group id ${info.gid}; replacing it would give it to you, so nothing was written. Ask its owner to make it yours (chown) or leave it as it is.`;
  return undefined;
}

/** The file as it is stored (not followed), or undefined when there is none. */
const storedInfo = (file: string) =>
  lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });

/** Why `file` may not be written now, or undefined when it may. */
export async function writeRefusal(
  file: string,
  { expected }: AtomicWriteOptions = {},
): Promise<string | undefined> {
  const info = await storedInfo(file);
  if (info?.isSymbolicLink())
    return `${shownPath(file)} is a symbolic link: nothing was written through it. Replace the link with the file itself.`;
  const denied = info && (await permissionRefusal(file, info));
  if (denied) return denied;
  if (expected !== undefined) {
    const now = info ? await readFile(file, 'utf8') : null;
    if (now !== expected)
      return `${shownPath(file)} ${expected === null ? 'was created' : now === null ? 'was removed' : 'changed'} since it was read: nothing was written, so that change is kept. Read it again and make yours anew.`;
  }
  return undefined;
}

/** Writes `data` to a new temporary file for `file`, flushed to disk, and returns its name. */
async function writeTemporary(file: string, data: string | Buffer, mode = 0o666): Promise<string> {
  const temporary = temporaryFileFor(file);
  const handle = await open(temporary, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
    return temporary;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

/** A failed write as its one-line reason. */
function refusalOf(file: string, error: unknown): WriteRefused {
  if (error instanceof WriteRefused) return error;
  const { code, message } = error as NodeJS.ErrnoException;
  return new WriteRefused(
    code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
      ? `${shownPath(file)} could not be written (${code}: its folder does not let this user write): nothing was changed.`
      : `${shownPath(file)} could not be written: ${message}. Nothing was changed.`,
  );
}

/** Writes `data` (text, or the bytes of a picture) as the whole of `file`, or throws WriteRefused. */
export async function atomicWrite(
  file: string,
  data: string | Buffer,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const refused = await writeRefusal(file, options);
  if (refused) throw new WriteRefused(refused);
  await removeStaleTemporaryFiles(path.dirname(file));
  const before = await storedInfo(file);
  let temporary: string | undefined;
  try {
    // Made with the old file's mode, so it is never more open than the file it replaces.
    temporary = await writeTemporary(file, data, before && before.mode & 0o777);
    if (before) {
      const { uid, gid, mode } = before;
      const made = await lstat(temporary);
      if (made.uid !== uid || made.gid !== gid) await chown(temporary, uid, gid);
      await chmod(temporary, mode & 0o7777);
    }
    await rename(temporary, file);
  } catch (error) {
    if (temporary) await rm(temporary, { force: true });
    throw refusalOf(file, error);
  }
}

/**
 * Creates `file` whole, never over one that exists: written beside it, flushed, then linked into
 * place, which fails (WriteRefused) when the name is taken, even by a file made a moment ago.
 */
export async function createWhole(file: string, data: string | Buffer): Promise<void> {
  await removeStaleTemporaryFiles(path.dirname(file));
  const temporary = await writeTemporary(file, data);
  try {
    await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST'
        ? new WriteRefused(`${shownPath(file)} exists: nothing was written; choose another name.`)
        : error;
    });
  } finally {
    await rm(temporary, { force: true });
  }
}
