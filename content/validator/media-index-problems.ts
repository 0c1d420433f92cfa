/**
 * The media index (pages-json/media.json) against its schema and against the photos folder:
 * every photo stored there has an entry, and every entry a photo. A photo in the folder that the
 * index does not know did not come through the pipeline (so nothing says its metadata was
 * stripped), or its upload was cut off before it was recorded.
 */
import path from 'node:path';
import type { SchemaSet } from './compile-schemas.ts';
import { isRecord, toPointer } from './json-pointer.ts';
import { parseSource, type JsonSource } from './json-source.ts';
import type { PageFileText } from './load-content-files.ts';
import type { Problem } from './problem.ts';
import { schemaProblems } from './schema-problems.ts';
import { textFaultProblems } from './text-fault-problems.ts';
import { PHOTOS_SITE_PATH } from './unused-photos.ts';

const addAgain =
  'Add the photo again (`npm run media:add -- <file> --alt "…"` or the studio): the same photo is stored once and recorded';

export function mediaIndexProblems(
  index: PageFileText | null | undefined,
  schemas: SchemaSet,
  publicFiles: ReadonlySet<string>,
  publicDir: string,
  indexPath: string,
): Problem[] {
  if (index === undefined) return [];
  const source: JsonSource | undefined = index === null ? undefined : parseSource(index);
  if (source?.syntaxProblem) return [source.syntaxProblem];
  const problems = source
    ? [
        ...schemaProblems(source, schemas.mediaIndex, schemas.index, 'file'),
        ...textFaultProblems(source),
      ]
    : [];
  const photos =
    isRecord(source?.value) && isRecord(source.value.photos) ? source.value.photos : {};
  for (const src of Object.keys(photos).sort())
    if (!publicFiles.has(src))
      problems.push(
        source!.problem(
          'indexed-photo-missing',
          toPointer(['photos', src]),
          `this entry names ${src}, which is not in ${path.basename(publicDir)}/. ${addAgain}; or remove the entry.`,
        ),
      );
  // Folders are listed too; a stored file has an extension.
  const stored = [...publicFiles].filter(
    (file) => file.startsWith(PHOTOS_SITE_PATH) && path.posix.extname(file) !== '',
  );
  for (const file of stored.sort())
    if (!Object.hasOwn(photos, file))
      problems.push({
        code: 'photo-not-indexed',
        severity: 'error',
        file: `${path.basename(publicDir)}${file}`,
        line: 1,
        column: 1,
        pointer: '/',
        message: `this file is not in ${indexPath}, so nothing says it came through the photo pipeline (upright, every byte of metadata stripped) or what it shows. ${addAgain}; or delete this file.`,
      });
  return problems;
}
