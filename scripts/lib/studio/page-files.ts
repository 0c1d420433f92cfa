/**
 * The files the studio may read and write: page JSON under pages-json/ and nothing else.
 * Traversal, other extensions and symbolic links are refused before any byte is read or written.
 */
import { lstat, mkdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import {
  decodeUtf8,
  isDraft,
  isSiteFile,
  loadContentFiles,
  FRAGMENTS_FOLDER,
  isFragmentFile,
  atomicWrite,
  createWhole,
  prettierFormatted,
  WriteRefused,
  type PageFileText,
} from '../../../content/node.ts';
import type { PageEntry } from '../../../src/shared/studio/api.ts';
import { pagesDir } from '../paths.ts';
import { fragmentRefusal, fragmentText } from './check-fragment.ts';

export class RefusedPath extends Error {}

/** The absolute path of a display path such as pages-json/towns/x.json, or RefusedPath. */
export async function resolvePageFile(file: string, dir = pagesDir): Promise<string> {
  const folder = path.basename(dir);
  const relative = file.startsWith(`${folder}/`) ? file.slice(folder.length + 1) : '';
  const absolute = path.resolve(dir, relative);
  const inside = absolute.startsWith(`${dir}${path.sep}`);
  if (!relative || !inside || !absolute.endsWith('.json') || relative.includes('\0'))
    throw new RefusedPath(`${file} is not a .json file under ${folder}/.`);
  const stat = await lstat(absolute).catch(() => undefined);
  if (!stat?.isFile()) throw new RefusedPath(`${file} is not an existing page file.`);
  if ((await realpath(absolute)) !== path.join(await realpath(dir), relative))
    throw new RefusedPath(`${file} goes through a symbolic link.`);
  return absolute;
}

/**
 * The file's text. A file whose bytes are not all UTF-8 is refused (WriteRefused): opened, each
 * bad byte would become "�", and the next save would write that over the author's character.
 */
export async function readPageFile(file: string, dir = pagesDir): Promise<string> {
  const { text, invalidAt } = decodeUtf8(await readFile(await resolvePageFile(file, dir)));
  if (invalidAt === undefined) return text;
  const before = text.slice(0, invalidAt);
  const line = before.split('\n').length;
  const column = invalidAt - before.lastIndexOf('\n');
  throw new WriteRefused(
    `${file} is not UTF-8 text at line ${line}, column ${column} (it was saved in another encoding). The studio leaves it untouched: save it as UTF-8 in your editor, then open it here.`,
  );
}

/**
 * Replaces the file's text in one step (atomicWrite: a new file renamed over it, its mode kept),
 * so a read at the same time (the studio's own check, the dev server's validation) sees the old
 * text or the new, never half; a read-only file is refused (WriteRefused), not overwritten.
 */
export async function writePageFile(file: string, text: string, dir = pagesDir) {
  await atomicWrite(await resolvePageFile(file, dir), text);
}

/** A fragment's name, as a page's reference names it (page.schema.json's fragmentReference). */
const FRAGMENT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Writes a new fragment file, pages-json/fragments/<name>.json, holding `section`; refuses a
 * name that is not a fragment name, a section that is not valid (check-fragment.ts), a file that
 * exists, and a fragments folder that is a link. Returns its display path.
 */
export async function createFragmentFile(name: string, section: unknown, dir = pagesDir) {
  if (!FRAGMENT_NAME.test(name))
    throw new RefusedPath(
      `"${name}" is not a fragment name: lowercase letters and digits, words joined by dashes.`,
    );
  const file = `${path.basename(dir)}/${FRAGMENTS_FOLDER}/${name}.json`;
  const refused = fragmentRefusal(file, fragmentText(section));
  if (refused) throw new RefusedPath(refused);
  const folder = path.join(dir, FRAGMENTS_FOLDER);
  const target = path.join(folder, `${name}.json`);
  const text = await prettierFormatted(target, fragmentText(section));
  await mkdir(folder, { recursive: true });
  if ((await realpath(folder)) !== path.join(await realpath(dir), FRAGMENTS_FOLDER))
    throw new RefusedPath(`${FRAGMENTS_FOLDER}/ goes through a symbolic link.`);
  await createWhole(target, text).catch((error: Error) => {
    throw error instanceof WriteRefused
      ? new RefusedPath(`${file} exists; choose another name.`)
      : error;
  });
  return file;
}

/** A page as its listing names it, else its title before " | " (as Storybook's page stories do). */
const pageName = (doc: { meta?: { title?: string }; listing?: { label?: string } }) =>
  doc.listing?.label ?? doc.meta?.title?.split(' | ')[0];

/** A file with no page name: site.json, a fragment, or a page that does not parse. */
function fileName(file: string, kind: PageEntry['kind']): string {
  if (kind === 'site') return 'Site settings';
  const words = path.basename(file, '.json').replace(/-/g, ' ');
  const name = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return kind === 'fragment' ? `Shared: ${name.toLowerCase()}` : name;
}

/** A file of the pages folder as the pages panel lists it, with its parsed document if it parses. */
export function pageEntryOf(file: PageFileText): { entry: PageEntry; doc?: unknown } {
  const kind = isSiteFile(file) ? 'site' : isFragmentFile(file) ? 'fragment' : 'page';
  const fallback = fileName(file.path, kind);
  try {
    const doc = JSON.parse(file.text) as {
      path?: string;
      meta?: { title?: string };
      listing?: { label?: string };
    };
    const entry: PageEntry = {
      file: file.path,
      name: (kind === 'page' && pageName(doc)) || fallback,
      kind,
      route: doc.path,
      title: doc.meta?.title,
      draft: kind === 'page' && isDraft(doc as never),
    };
    return { entry, doc };
  } catch {
    return { entry: { file: file.path, name: fallback, kind, draft: false } };
  }
}

/** Every file of the pages folder, as the pages panel lists it. */
export async function listPageFiles(dir = pagesDir): Promise<PageEntry[]> {
  return (await loadContentFiles(dir)).map((file) => pageEntryOf(file).entry);
}
