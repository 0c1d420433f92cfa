import path from 'node:path';
import { isSiteFile } from '../file-kind.ts';
import { isFragmentFile } from '../fragments.ts';
import { planMigration, versionAfter } from '../migrate.ts';
import { migrations as allMigrations } from '../migrations/index.ts';
import type { ContentMigration } from '../migrations/migration.ts';
import { emptyDerivedListProblems } from './derived-list-problems.ts';
import { duplicateKeyProblems } from './duplicate-keys.ts';
import { fragmentProblems } from './fragment-problems.ts';
import { unsafeLinkProblems } from './link-safety-problems.ts';
import { mediaOriginProblems, siteOriginOf } from './media-origin-problems.ts';
import { parseSource, type JsonSource } from './json-source.ts';
import type { PageFileText } from './load-content-files.ts';
import { notUnicodeProblem } from './utf8.ts';
import { placeholderProblems } from './placeholders.ts';
import { dedupeProblems, sortProblems, type Problem } from './problem.ts';
import { readSiteFolder } from './public-files.ts';
import { pageLinkProblem, publicLinkProblem } from './link-problems.ts';
import { rangeDashProblems } from './range-dash-problems.ts';
import { referenceProblems } from './reference-problems.ts';
import { unusedPhotoProblems } from './unused-photos.ts';
import { nearbyProblems } from './nearby-problems.ts';
import { buildRouteTable } from './route-table.ts';
import { onePerPageProblems } from './one-per-page-problems.ts';
import { buildOwnedPathProblems } from './build-owned-paths.ts';
import { reviewerProblems } from './reviewer-problems.ts';
import { schemaProblems } from './schema-problems.ts';
import { slotProblems } from './slot-problems.ts';
import { tabIdProblems } from './tab-id-problems.ts';
import { textFaultProblems } from './text-fault-problems.ts';
import { schemaVersionProblems } from './schema-version-problems.ts';
import { loadSchemaSet } from './schema-set.ts';
import { mediaIndexProblems } from './media-index-problems.ts';
import { MEDIA_INDEX_FILE } from '../file-kind.ts';
import { uniqueCopyProblems } from './unique-copy-problems.ts';
import { storedFileProblems } from './stored-file-problems.ts';
import { temporaryFileProblems } from './temporary-file-problems.ts';
import { shownPath } from '../shown-path.ts';
import { unknownTokenProblems } from './unknown-token-problems.ts';

export interface ContentInput {
  /** `path` is the display path, e.g. pages-json/about.json. */
  files: PageFileText[];
  /**
   * pages-json/media.json as readPageFolder read it, null when the folder has none. Left out
   * when the files were not read from a page folder (a test's own set): the photos folder is
   * then not compared with an index.
   */
  mediaIndex?: PageFileText | null;
  /** Display paths of symbolic links in the page folder (readPageFolder), each a problem. */
  links?: string[];
  /** Display paths of writes' temporary files in the page folder (readPageFolder). */
  temporary?: string[];
  /** The content model's migrations; tests pass their own. */
  migrations?: readonly ContentMigration[];
  schemasDir: string;
  publicDir: string;
  /**
   * The backend's local buckets (STORAGE_DIR), where each storage:<bucket>/<file> a page names
   * must be. Left out by a caller that has none (a test's own set): not checked then.
   */
  storageDir?: string;
}

export { isSiteFile };

function missingSiteProblem(files: { path: string }[]): Problem {
  const shortest = [...files].sort((a, b) => a.path.length - b.path.length)[0];
  const folder = shortest ? path.posix.dirname(shortest.path) : 'pages-json';
  return {
    code: 'missing-site',
    severity: 'error',
    file: path.posix.join(folder, 'site.json'),
    line: 1,
    column: 1,
    pointer: '/',
    message:
      'site.json is missing. Create it beside the page files, following schemas/site.schema.json.',
  };
}

/** Schema errors that a problem at the same place explains better: an unsafe link, a control character, invisible text. */
const EXPLAINED_BETTER = new Set<string>(['unsafe-link', 'control-character', 'invisible-text']);
const EXPLAINED = new Set<string>(['bad-pattern', 'too-short']);

function withoutRepeats(problems: Problem[]): Problem[] {
  const place = (p: Problem) => `${p.file} ${p.pointer}`;
  const better = new Set(problems.filter((p) => EXPLAINED_BETTER.has(p.code)).map(place));
  return problems.filter((p) => !EXPLAINED.has(p.code) || !better.has(place(p)));
}

/** Where fragments live: a fragments/ folder beside site.json (pages-json/fragments/). */
function fragmentsFolder(files: { path: string }[]): string {
  const site = files.find(isSiteFile);
  return `${site ? path.posix.dirname(site.path) : 'pages-json'}/fragments/`;
}

/** Checks every file against its schema, then the rules that span files. Reports all problems. */
export function validateContent(input: ContentInput): Problem[] {
  const schemas = loadSchemaSet(input.schemasDir);
  const migrations = input.migrations ?? allMigrations;
  const behind = planMigration(input.files, migrations);
  const migrated = new Map(behind.map((file) => [file.path, file]));
  const sources = input.files.map((file) => parseSource(migrated.get(file.path) ?? file));
  const pages: JsonSource[] = [];
  const fragments: JsonSource[] = [];
  const publicFolder = readSiteFolder(input.publicDir);
  const problems: Problem[] = [
    ...(input.links ?? []).map(pageLinkProblem),
    ...publicFolder.links.map(publicLinkProblem),
    ...schemaVersionProblems(sources, behind, versionAfter(migrations)),
  ];
  const siteOrigin = siteOriginOf(sources.find(isSiteFile));
  const { storageDir } = input;
  const storage = storageDir ? readSiteFolder(storageDir) : undefined;
  const buckets = storageDir && storage && { dir: storageDir, files: storage.files };
  const temporary = [
    ...(input.temporary ?? []),
    ...publicFolder.temporary,
    ...(storage?.temporary ?? []).map((file) =>
      shownPath(path.join(path.dirname(storageDir!), file)),
    ),
  ];
  problems.push(...temporaryFileProblems(temporary));

  input.files.forEach((file, index) => {
    if (file.notUtf8At !== undefined)
      problems.push(notUnicodeProblem(sources[index]!, file.notUtf8At));
  });
  for (const source of sources) {
    const isSite = isSiteFile(source);
    const isFragment = isFragmentFile(source);
    if (isFragment) fragments.push(source);
    else if (!isSite) pages.push(source);
    if (source.syntaxProblem) {
      problems.push(source.syntaxProblem);
      continue;
    }
    problems.push(
      ...duplicateKeyProblems(source),
      ...placeholderProblems(source),
      ...rangeDashProblems(source),
      ...unknownTokenProblems(source),
      ...tabIdProblems(source),
      ...textFaultProblems(source),
    );
    // A fragment is checked as one section by fragmentProblems.
    if (isFragment) continue;
    const validate = isSite ? schemas.site : schemas.page;
    problems.push(...schemaProblems(source, validate, schemas.index, isSite ? 'file' : 'page'));
    if (!isSite) problems.push(...slotProblems(source));
  }
  if (!sources.some(isSiteFile)) problems.push(missingSiteProblem(input.files));
  const resolution = fragmentProblems(pages, fragments, schemas, fragmentsFolder(input.files));
  problems.push(...resolution.problems);

  // Routes and anchors come from the resolved pages, so a fragment's anchor is the page's anchor.
  const routed = new Map(
    pages.map((source) => {
      const doc = resolution.resolved.get(source);
      const view = doc === undefined ? source : source.withValue(doc);
      return [source, view] as const;
    }),
  );
  const routeTable = buildRouteTable([...routed.values()]);
  problems.push(...routeTable.problems);
  for (const page of routed.values()) problems.push(...onePerPageProblems(page));
  const targets = {
    routes: routeTable.routes,
    publicFiles: publicFolder.files,
    publicDir: input.publicDir,
  };
  for (const page of pages) problems.push(...buildOwnedPathProblems(page, targets.publicFiles));
  for (const source of sources) {
    if (source.syntaxProblem) continue;
    const ownPage = routeTable.pageOf.get(routed.get(source) ?? source);
    problems.push(...referenceProblems(source, targets, ownPage));
    problems.push(...nearbyProblems(source, routeTable.routes, ownPage));
    problems.push(...unsafeLinkProblems(source), ...mediaOriginProblems(source, siteOrigin));
    if (buckets) problems.push(...storedFileProblems(source, buckets));
  }
  problems.push(...uniqueCopyProblems(resolution.resolved, fragments));
  problems.push(...emptyDerivedListProblems(resolution.resolved));
  problems.push(...reviewerProblems(resolution.resolved));
  const readable = sources.filter((source) => !source.syntaxProblem);
  problems.push(...unusedPhotoProblems(readable, publicFolder.files, input.publicDir));
  const indexPath = `${path.posix.dirname(fragmentsFolder(input.files))}/${MEDIA_INDEX_FILE}`;
  problems.push(
    ...mediaIndexProblems(
      input.mediaIndex,
      schemas,
      publicFolder.files,
      input.publicDir,
      input.mediaIndex?.path ?? indexPath,
    ),
  );

  return sortProblems(withoutRepeats(dedupeProblems(problems)), [
    ...input.files.map((file) => file.path),
    ...(input.mediaIndex ? [input.mediaIndex.path] : []),
    ...(input.links ?? []),
    ...publicFolder.links,
    ...temporary,
  ]);
}
