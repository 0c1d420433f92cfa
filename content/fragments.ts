/**
 * Fragments: a section written once in pages-json/fragments/<name>.json and used by many pages as
 * `{ "type": "processSteps", "fragment": "town-process-steps", ...overrides }`. Resolution is a
 * shallow merge (the reference's own fields win). The validator and the content loader both
 * resolve through this module, so components and generated types only ever see whole sections.
 */
import path from 'node:path';
import type { PageDocument, PageFile } from '../src/generated/content.ts';

type Json = Record<string, unknown>;

export const FRAGMENTS_FOLDER = 'fragments';

/** A fragment file is any .json directly inside a folder named fragments. */
export const isFragmentFile = (file: { path: string }) =>
  path.posix.basename(path.posix.dirname(file.path)) === FRAGMENTS_FOLDER;

/** The name pages use for a fragment file: its file name without .json. */
export const fragmentName = (file: { path: string }) => path.posix.basename(file.path, '.json');

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isFragmentReference = (value: unknown): value is Json & { fragment: unknown } =>
  isRecord(value) && 'fragment' in value;

/** A reference that could not be resolved, at its pointer in the page. */
export type FragmentIssue =
  | { kind: 'missing'; pointer: string; name: string }
  | { kind: 'wrong-type'; pointer: string; name: string; expected: unknown; found: unknown };

/** A reference that was resolved, with where it sits in the page. */
export interface ResolvedReference {
  pointer: string;
  name: string;
  section: Json;
}

/** A page file once resolved is a PageDocument; anything else keeps its type. */
export type Resolved<T> = T extends PageFile ? PageDocument : T;

export interface Resolution<T> {
  doc: Resolved<T>;
  references: ResolvedReference[];
  issues: FragmentIssue[];
}

const SECTION_LISTS = ['sections', 'sidebar'] as const;

/**
 * Replaces every fragment reference in a page's `sections` and `sidebar` with the fragment,
 * overridden by the reference's other fields. Unresolvable references stay as written.
 */
export function resolveFragments<T>(doc: T, fragments: ReadonlyMap<string, Json>): Resolution<T> {
  const references: ResolvedReference[] = [];
  const issues: FragmentIssue[] = [];
  if (!isRecord(doc)) return { doc: doc as Resolved<T>, references, issues };
  const resolved: Json = { ...doc };
  for (const list of SECTION_LISTS) {
    const items = doc[list];
    if (!Array.isArray(items)) continue;
    resolved[list] = items.map((item: unknown, index) => {
      if (!isFragmentReference(item) || typeof item.fragment !== 'string') return item;
      const pointer = `/${list}/${index}`;
      const name = item.fragment;
      const fragment = fragments.get(name);
      if (!fragment) {
        issues.push({ kind: 'missing', pointer, name });
        return item;
      }
      if (fragment.type !== item.type) {
        issues.push({
          kind: 'wrong-type',
          pointer,
          name,
          expected: item.type,
          found: fragment.type,
        });
        return item;
      }
      const section: Json = { ...fragment, ...item };
      delete section.fragment;
      references.push({ pointer, name, section });
      return section;
    });
  }
  return { doc: resolved as Resolved<T>, references, issues };
}

/** A fragment file's section: the file's value without its editor-only "$schema". */
export function fragmentSection(value: Json): Json {
  const section = { ...value };
  delete section.$schema;
  return section;
}

/** Fragment files by name, from content files that parse; the rest are left to the validator. */
export function fragmentMap(files: readonly { path: string; text: string }[]): Map<string, Json> {
  const map = new Map<string, Json>();
  for (const file of files.filter(isFragmentFile)) {
    try {
      const value: unknown = JSON.parse(file.text);
      if (isRecord(value)) map.set(fragmentName(file), fragmentSection(value));
    } catch {
      // Reported by the validator with its line; the loader never runs on invalid content.
    }
  }
  return map;
}
