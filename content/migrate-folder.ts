/**
 * `npm run migrate` on a page folder: plan every rewrite, check the result against the schemas
 * as a whole, and only then write. A migration whose output the validator rejects writes
 * nothing and is named beside the file and the pointer.
 */
import path from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { printable } from '../src/shared/characters.ts';
import {
  atomicWrite,
  removeStaleTemporaryFiles,
  writeRefusal,
  WriteRefused,
} from './atomic-write.ts';
import { planMigration, versionAfter, type MigratedFile } from './migrate.ts';
import { prettierFormatted } from './prettier-formatted.ts';
import { migrations as allMigrations } from './migrations/index.ts';
import type { ContentMigration } from './migrations/migration.ts';
import {
  formatProblem,
  isError,
  readPageFolder,
  validateContent,
  type Problem,
} from './validator/index.ts';

export type MigrateMode = 'write' | 'check' | 'dry-run';

export interface MigrateOptions {
  pagesDir: string;
  schemasDir: string;
  publicDir: string;
  mode: MigrateMode;
  migrations?: readonly ContentMigration[];
  /** Aborted (Ctrl+C): the file being written is finished, then the rest are left as they are. */
  signal?: AbortSignal;
  /** Called once, just before the first file is written. */
  onWriting?: () => void;
}

export interface MigrateOutcome {
  /** 0 done (or nothing to do), 1 behind (--check) or refused. */
  code: number;
  /** What to print, line by line. */
  lines: string[];
  changed: MigratedFile[];
}

const names = (file: MigratedFile) => file.applied.map((m) => m.name).join(', ');

/** A page file's path as printed: a name holding ESC or a line break prints as one line. */
const shown = (file: MigratedFile) => printable(file.path);

/** The change as a diff, each line printable (a page's text may hold U+202E too). */
const patchOf = (file: MigratedFile) =>
  createTwoFilesPatch(`a/${shown(file)}`, `b/${shown(file)}`, file.before, file.text, '', '', {
    context: 2,
  })
    .split('\n')
    .map(printable)
    .join('\n');

/**
 * A problem that leaves a file with nothing to migrate from: it cannot be read as a whole (not
 * JSON, nested too deep), or the version it states is none, not a whole number from 1, or a
 * newer one. An older one is what migrating is for.
 */
const isUnmigratable = (problem: Problem) =>
  isError(problem) &&
  (problem.code === 'invalid-json' ||
    problem.code === 'too-deep' ||
    (problem.code !== 'old-schema-version' &&
      (problem.pointer === '/schemaVersion' ||
        (problem.code === 'missing-field' && problem.message.startsWith('"schemaVersion"')))));

export async function migrateFolder(options: MigrateOptions): Promise<MigrateOutcome> {
  const migrations = options.migrations ?? allMigrations;
  const current = versionAfter(migrations);
  const { files, links, mediaIndex, temporary } = await readPageFolder(options.pagesDir);
  // A writer clears what an earlier, killed one left in its folders before it starts.
  if (options.mode === 'write')
    for (const file of temporary)
      await removeStaleTemporaryFiles(
        path.join(path.dirname(options.pagesDir), path.dirname(file)),
      );
  // A file or version that cannot be read is nothing to migrate from: said here as validate says
  // it, never passed over as "at the current version".
  const unreadable = validateContent({ ...options, files, links, mediaIndex, migrations }).filter(
    isUnmigratable,
  );
  if (unreadable.length > 0)
    return {
      code: 1,
      lines: [
        `Nothing was ${options.mode === 'check' ? 'checked' : 'written'}: ${unreadable.length} file(s) cannot be read, or state no version this code can migrate from.`,
        ...unreadable.map(formatProblem),
      ],
      changed: [],
    };
  const planned = planMigration(files, migrations);
  if (planned.length === 0)
    return { code: 0, lines: [`Every page file is at version ${current}.`], changed: planned };

  const listing = planned.map(
    (file) => `  ${shown(file)} (from version ${file.from}: ${names(file)})`,
  );
  if (options.mode === 'check')
    return {
      code: 1,
      lines: [
        `${planned.length} file(s) are behind the content model (version ${current}); run \`npm run migrate\`:`,
        ...listing,
      ],
      changed: planned,
    };

  // Checked, shown and written as Prettier writes them, so a migrated file passes `npm run lint`.
  const root = path.dirname(options.pagesDir);
  const changed = await Promise.all(
    planned.map(async (file) => ({
      ...file,
      text: await prettierFormatted(path.join(root, file.path), file.text),
    })),
  );

  const byPath = new Map(changed.map((file) => [file.path, file]));
  const after = files.map((file) => byPath.get(file.path) ?? file);
  const refused = validateContent({
    ...options,
    files: after,
    links,
    mediaIndex,
    migrations,
  }).filter((problem) => isError(problem) && byPath.has(problem.file));
  if (refused.length > 0)
    return {
      code: 1,
      lines: [
        'Nothing was written: the migrated files would not validate.',
        ...refused.map(
          (problem) =>
            `${formatProblem(problem)} (after migration ${names(byPath.get(problem.file)!)})`,
        ),
      ],
      changed,
    };

  if (options.mode === 'dry-run')
    return {
      code: 0,
      lines: [...changed.map(patchOf), `Would rewrite ${changed.length} file(s).`],
      changed,
    };

  return writeMigrated(options, changed, current, listing);
}

/**
 * migrateFolder as a command runs it: Ctrl+C (SIGINT) before the writing ends the command at once,
 * with nothing written; during it, finishes the file being written, then stops and says which
 * files are done.
 *
 * The handler stays from the first write until the process ends. In a terminal Ctrl+C reaches
 * every process of `npm run migrate`, and npm and tsx each relay it again: a SIGINT that finds no
 * handler ends the process before it says anything.
 */
export function migrateCommand(
  options: Omit<MigrateOptions, 'signal' | 'onWriting'>,
): Promise<MigrateOutcome> {
  const interrupt = new AbortController();
  const onWriting = () => process.on('SIGINT', () => interrupt.abort());
  return migrateFolder({ ...options, signal: interrupt.signal, onWriting });
}

/**
 * Writes the planned files one after another, each whole (atomicWrite), once every one of them
 * is known to be writable and unchanged since it was read: a read-only file, or one edited since,
 * stops the run before anything is written.
 */
async function writeMigrated(
  { pagesDir, signal, onWriting }: MigrateOptions,
  changed: MigratedFile[],
  current: number,
  listing: string[],
): Promise<MigrateOutcome> {
  const root = path.dirname(pagesDir);
  const target = (file: MigratedFile) => path.join(root, file.path);
  const refusals = (
    await Promise.all(changed.map((file) => writeRefusal(target(file), { expected: file.before })))
  ).filter((reason) => reason !== undefined);
  if (refusals.length > 0)
    return { code: 1, lines: ['Nothing was written:', ...refusals.map((r) => `  ${r}`)], changed };
  const done: MigratedFile[] = [];
  onWriting?.();
  for (const file of changed) {
    if (signal?.aborted) break;
    try {
      await atomicWrite(target(file), file.text, { expected: file.before });
    } catch (error) {
      if (!(error instanceof WriteRefused)) throw error;
      return { code: 1, lines: [...doneLines(done, changed), `  ${error.message}`], changed };
    }
    done.push(file);
  }
  if (done.length < changed.length)
    return { code: 130, lines: ['Stopped (Ctrl+C).', ...doneLines(done, changed)], changed };
  return {
    code: 0,
    lines: [`Rewrote ${changed.length} file(s) to version ${current}:`, ...listing],
    changed,
  };
}

/** Which files a run that stopped early wrote, and which it left at their old version. */
const doneLines = (done: MigratedFile[], changed: MigratedFile[]) => [
  `Rewrote ${done.length} of ${changed.length} file(s); each file is whole, at its old version or the new one.`,
  ...done.map((file) => `  done: ${shown(file)}`),
  ...changed.filter((file) => !done.includes(file)).map((file) => `  not yet: ${shown(file)}`),
  'Run `npm run migrate` again to rewrite the rest.',
];
