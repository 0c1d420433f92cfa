/**
 * What `npm run new:town` does: checks the request against the pages that exist, writes the
 * scaffold (scripts/lib/scaffold/town-scaffold.ts) as a draft only when it validates and nothing it
 * claims is taken, and never overwrites a file.
 */
import { mkdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, formatProblem, isError } from '../../../content/index.ts';
import {
  isSiteFile,
  loadContentFiles,
  validateContent,
  createWhole,
  WriteRefused,
  isFragmentFile,
  prettierFormatted,
} from '../../../content/node.ts';
import { contentFolders } from '../content-folders.ts';
import { describeTextFault, textFault } from '../../../src/shared/authorText.ts';
import { townPath, townScaffold, type TownRequest } from './town-scaffold.ts';

/** The command line is wrong: the command says how and exits with 2. */
export class UsageError extends Error {}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ZIP = /^[0-9]{5}$/;

/** "Mount Olive" → "mount-olive", "Pequannock Twp." → "pequannock-twp". */
export const slugify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function townRequest(options: {
  name?: string | undefined;
  zip?: string | undefined;
  slug?: string | undefined;
  video?: string | undefined;
}): TownRequest {
  const name = options.name?.trim() ?? '';
  const fault = textFault(name);
  if (fault?.kind === 'control')
    throw new UsageError(
      `--name ${describeTextFault(fault)}. Write the town as visitors write it.`,
    );
  if (fault || name.length < 2)
    throw new UsageError('--name is required: the town as visitors write it.');
  const zip = options.zip?.trim() ?? '';
  if (!ZIP.test(zip)) throw new UsageError(`--zip must be a five-digit ZIP code; found "${zip}".`);
  const slug = options.slug?.trim() ?? slugify(name);
  if (!SLUG.test(slug))
    throw new UsageError(
      `--slug must be lowercase letters and digits separated by dashes, e.g. "mount-olive"; found "${slug}".`,
    );
  return { name, zip, slug, ...(options.video ? { video: options.video.trim() } : {}) };
}

interface ContentFile {
  path: string;
  text: string;
}

const parsed = (file: ContentFile): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(file.text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
};

/** Why the town cannot be added: a page already has its name, its address or its file. */
export function townConflicts(
  request: TownRequest,
  files: readonly ContentFile[],
  newFile: string,
): string[] {
  const route = townPath(request.slug);
  const sameName = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === request.name.toLowerCase();
  const conflicts: string[] = [];
  for (const file of files.filter((f) => !isSiteFile(f) && !isFragmentFile(f))) {
    const doc = parsed(file);
    const listing = isRecord(doc.listing) ? doc.listing : {};
    const card = isRecord(listing.card) ? listing.card : {};
    if (sameName(listing.label) || sameName(card.name))
      conflicts.push(
        `"${request.name}" already has a page: ${file.path}. Edit that file, or give another --name.`,
      );
    if (doc.path === route)
      conflicts.push(
        `${route} (slug "${request.slug}") is already the path of ${file.path}. Give another --slug.`,
      );
    if (Array.isArray(doc.aliases) && doc.aliases.includes(route))
      conflicts.push(
        `${route} (slug "${request.slug}") is already an alias of ${file.path}. Give another --slug, or edit that page.`,
      );
  }
  if (conflicts.length === 0 && files.some((file) => file.path === newFile))
    conflicts.push(`${newFile} already exists. Give another --slug.`);
  return conflicts;
}

export type TownResult =
  | { created: true; file: string; route: string; placeholders: number }
  | { created: false; reasons: string[] };

export async function createTown(request: TownRequest, pagesDir: string): Promise<TownResult> {
  const files = await loadContentFiles(pagesDir);
  const folder = path.basename(pagesDir);
  const file = `${folder}/towns/${request.slug}.json`;
  const conflicts = townConflicts(request, files, file);
  if (conflicts.length > 0) return { created: false, reasons: conflicts };

  const site = parsed(files.find(isSiteFile) ?? { path: '', text: '' });
  const brand = isRecord(site.brand) && typeof site.brand.name === 'string' ? site.brand.name : '';
  const towns = path.join(pagesDir, 'towns');
  const target = path.join(towns, `${request.slug}.json`);
  const text = await prettierFormatted(
    target,
    `${JSON.stringify(townScaffold(request, brand), null, 2)}\n`,
  );
  const problems = validateContent({
    files: [...files, { path: file, text }],
    ...contentFolders,
  }).filter((problem) => problem.file === file);
  const errors = problems.filter(isError);
  if (errors.length > 0)
    return {
      created: false,
      reasons: ['The new page would not validate:', ...errors.map(formatProblem)],
    };

  await mkdir(towns, { recursive: true });
  // The same real-path check as a new fragment's: a linked towns/ would write outside the pages.
  if ((await realpath(towns)) !== path.join(await realpath(pagesDir), 'towns'))
    return {
      created: false,
      reasons: ['towns/ goes through a symbolic link: nothing was written.'],
    };
  // Whole or not at all, and never over a file that appeared since the check.
  const written = await createWhole(target, text).then(
    () => undefined,
    (error: Error) => {
      if (error instanceof WriteRefused) return error.message;
      throw error;
    },
  );
  if (written) return { created: false, reasons: [written] };
  const placeholders = problems.filter((p) => p.code === 'unfinished-placeholder').length;
  return { created: true, file, route: townPath(request.slug), placeholders };
}
