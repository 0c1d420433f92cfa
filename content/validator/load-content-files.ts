import { constants } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isTemporaryFile } from '../atomic-write.ts';
import { MEDIA_INDEX_FILE } from '../file-kind.ts';
import { decodeUtf8 } from './utf8.ts';

/** A page file as read: display path, text, and where its bytes stop being UTF-8, if they do. */
export interface PageFileText {
  path: string;
  text: string;
  /** Offset in `text` of the first character whose bytes are not UTF-8 (shown as U+FFFD). */
  notUtf8At?: number;
}

export interface PageFolder {
  /** Every *.json file, sorted, with display paths, e.g. pages-json/services/interior-painting.json. */
  files: PageFileText[];
  /**
   * Display paths of the symbolic links found in the folder (to files or folders), sorted. They
   * are never followed: a link could lead anywhere on the machine that runs the check, and what
   * is read from a page file may be quoted in a message that CI prints for anyone to read.
   */
  links: string[];
  /**
   * The media index (pages-json/media.json), null when there is none: content, but not a page,
   * so it is kept out of `files` and checked on its own.
   */
  mediaIndex: PageFileText | null;
  /**
   * Display paths of writes' temporary files (atomic-write.ts) left in the folder, sorted: never
   * read as a page, each named by validation.
   */
  temporary: string[];
}

/** A file's text; if it was swapped for a link since the folder was listed, opening it fails. */
async function readRegularFile(file: string) {
  const handle = await open(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  try {
    return decodeUtf8(await handle.readFile());
  } finally {
    await handle.close();
  }
}

let reads = 0;
/** How many times this process has read a page folder: a build reads it once. */
export const pageFolderReads = () => reads;

/**
 * The one reader of the page folder: validation, the build (which hands its read to the Vite
 * plugin, the pre-render and the sitemap), the dev server and the studio all start here.
 *
 * Reads the page folder without following a link: each entry is looked at as it is stored
 * (readdir's file types come from lstat), folders are walked one by one, and only regular files
 * are read. Display paths start at the folder's own name.
 */
export async function readPageFolder(pagesDir: string): Promise<PageFolder> {
  reads++;
  const folder = path.basename(pagesDir);
  const names: string[] = [];
  const links: string[] = [];
  const temporary: string[] = [];
  const pending = [''];
  for (let relative = pending.pop(); relative !== undefined; relative = pending.pop()) {
    const entries = await readdir(path.join(pagesDir, relative), { withFileTypes: true });
    for (const entry of entries) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) links.push(`${folder}/${name}`);
      else if (entry.isDirectory()) pending.push(name);
      else if (entry.isFile() && isTemporaryFile(entry.name)) temporary.push(`${folder}/${name}`);
      else if (entry.isFile() && name.endsWith('.json')) names.push(name);
    }
  }
  names.sort();
  const files = await Promise.all(
    names.map(async (name): Promise<PageFileText> => {
      const read = await readRegularFile(path.join(pagesDir, ...name.split('/')));
      const where = read.invalidAt === undefined ? {} : { notUtf8At: read.invalidAt };
      return { path: `${folder}/${name}`, text: read.text, ...where };
    }),
  );
  const mediaIndex = files.find((file) => file.path === `${folder}/${MEDIA_INDEX_FILE}`);
  return {
    files: files.filter((file) => file !== mediaIndex),
    links: links.sort(),
    mediaIndex: mediaIndex ?? null,
    temporary: temporary.sort(),
  };
}

/**
 * Reads every *.json under pagesDir, sorted, with display paths that start at the folder's
 * own name, e.g. pages-json/services/interior-painting.json. Symbolic links are left out (see
 * readPageFolder; validation reports them).
 */
export async function loadContentFiles(pagesDir: string): Promise<PageFileText[]> {
  return (await readPageFolder(pagesDir)).files;
}
