/**
 * Brings page files, site.json and fragments up to the content model's version
 * (migrations/index.ts). Each file states the version it was written for in `schemaVersion`;
 * fragment files are one section and carry none, so they move with site.json. The new text is
 * written in place (minimal-save.ts): only what a migration changed moves.
 */
import { kindOf, type FileKind } from './file-kind.ts';
import { saveInPlace } from './minimal-save.ts';
import { migrations as allMigrations } from './migrations/index.ts';
import type { ContentMigration, Json, JsonObject } from './migrations/migration.ts';
import { findTooDeep } from './validator/nesting-depth.ts';

export interface ContentFile {
  path: string;
  text: string;
}

/** A file a migration would rewrite. */
export interface MigratedFile extends ContentFile {
  kind: FileKind;
  from: number;
  before: string;
  applied: readonly ContentMigration[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The current version for a list of migrations. */
export const versionAfter = (migrations: readonly ContentMigration[]) => migrations.length + 1;

/** The file's object; undefined when it is not one, or nests too deep to walk (validate says so). */
function parse(text: string): JsonObject | undefined {
  if (findTooDeep(text)) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The version a document states, when it states a whole number from 1. */
export function statedVersion(doc: unknown): number | undefined {
  const version = isObject(doc) ? doc.schemaVersion : undefined;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1
    ? version
    : undefined;
}

const SECTION_LISTS = ['sections', 'sidebar'];

function step(doc: JsonObject, kind: FileKind, migration: ContentMigration): JsonObject {
  const { section, page, site } = migration;
  if (kind === 'fragment') return section ? section(doc) : doc;
  if (kind === 'site') return site ? site(doc) : doc;
  let next = doc;
  if (section) {
    next = { ...doc };
    for (const list of SECTION_LISTS) {
      const items = doc[list];
      if (Array.isArray(items))
        next[list] = items.map((item: Json) => (isObject(item) ? section(item) : item));
    }
  }
  return page ? page(next) : next;
}

/** The document at the newest version, from the version it was written for. */
export function migrateDocument(
  doc: JsonObject,
  kind: FileKind,
  from: number,
  migrations: readonly ContentMigration[] = allMigrations,
): JsonObject {
  const migrated = migrations.slice(from - 1).reduce((current, m) => step(current, kind, m), doc);
  return kind === 'fragment' ? migrated : { ...migrated, schemaVersion: versionAfter(migrations) };
}

/**
 * Every file that is behind, with its new text. Files that are not JSON objects, nest too deep,
 * state no version or a newer one are left to the validator, which names them.
 */
export function planMigration(
  files: readonly ContentFile[],
  migrations: readonly ContentMigration[] = allMigrations,
): MigratedFile[] {
  const current = versionAfter(migrations);
  const site = files.find((file) => kindOf(file) === 'site');
  const fragmentsAt = site ? statedVersion(parse(site.text)) : undefined;
  return files.flatMap((file) => {
    const kind = kindOf(file);
    const doc = parse(file.text);
    const from = kind === 'fragment' ? fragmentsAt : statedVersion(doc);
    if (!doc || from === undefined || from >= current) return [];
    const text = saveInPlace(file.text, migrateDocument(doc, kind, from, migrations));
    // A fragment states no version: it is behind only when a migration changes it.
    if (text === file.text) return [];
    return [
      { path: file.path, kind, from, before: file.text, text, applied: migrations.slice(from - 1) },
    ];
  });
}

/** One file brought up to date, given site.json (a fragment moves with it); undefined when current. */
export function migratedFile(
  file: ContentFile,
  site: ContentFile | undefined,
  migrations: readonly ContentMigration[] = allMigrations,
): MigratedFile | undefined {
  const files = site && site.path !== file.path ? [file, site] : [file];
  return planMigration(files, migrations).find((migrated) => migrated.path === file.path);
}
