/**
 * Saving in place: the studio (a whole edited document) and the content migrations (a migrated
 * one) rewrite only what differs from the file on disk, through jsonc-parser's edit functions (a
 * well-kept library that already formats inserted values), so key order, indentation and every
 * untouched byte stay. A renamed key keeps its place: only its name is rewritten.
 */
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type JSONPath,
  type FormattingOptions,
} from 'jsonc-parser';
import { findTooDeep } from './validator/nesting-depth.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The indentation the file already uses, so that inserted values match it. */
export function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

/** A path and its new value (undefined = remove), or a key that keeps its value under a new name. */
export type Change =
  { path: JSONPath; value: Json | undefined } | { path: JSONPath; renameTo: string };

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keys that left `before` and arrived in `after` at the same position with the same value: the
 * same field under a new name.
 */
function renamesBetween(before: Record<string, Json>, after: Record<string, Json>) {
  const oldKeys = Object.keys(before);
  const newKeys = Object.keys(after);
  const renames = new Map<string, string>();
  newKeys.forEach((key, index) => {
    const old = oldKeys[index];
    if (
      old !== undefined &&
      !Object.hasOwn(before, key) &&
      !Object.hasOwn(after, old) &&
      same(before[old], after[key])
    )
      renames.set(old, key);
  });
  return renames;
}

/** Each smallest change that turns `before` into `after`. */
export function changesBetween(before: Json, after: Json, at: JSONPath = []): Change[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const renames = renamesBetween(before, after);
    const renamed = new Set(renames.values());
    const moved: Change[] = [...renames].map(([key, renameTo]) => ({
      path: [...at, key],
      renameTo,
    }));
    const removed = Object.keys(before)
      .filter((key) => !Object.hasOwn(after, key) && !renames.has(key))
      .map((key) => ({ path: [...at, key], value: undefined }));
    const changed = Object.keys(after)
      .filter((key) => !renamed.has(key))
      .flatMap((key) =>
        Object.hasOwn(before, key)
          ? changesBetween(before[key]!, after[key]!, [...at, key])
          : [{ path: [...at, key], value: after[key] }],
      );
    return [...moved, ...removed, ...changed];
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, index) => changesBetween(before[index]!, item, [...at, index]));
  }
  return [{ path: at, value: after }];
}

/**
 * JSON.parse's value, or undefined for a text that is not JSON or nests deeper than a page may
 * (comparing with it would recurse as deep: a 100,000-deep file overflowed the stack).
 */
function parsed(text: string): { value: Json } | undefined {
  if (findTooDeep(text)) return undefined;
  try {
    return { value: JSON.parse(text) as Json };
  } catch {
    return undefined;
  }
}

/**
 * The file's text with `next` written into it; the same text when nothing differs. A text that is
 * not JSON (a file broken by hand, or read while another program was writing it) or nests too
 * deep has no formatting to keep: `next` is written as the page files are, two spaces and a final newline.
 */
export function saveInPlace(text: string, next: unknown): string {
  const before = parsed(text);
  if (!before) return `${JSON.stringify(next, null, 2)}\n`;
  const formattingOptions = detectFormatting(text);
  const changes = changesBetween(before.value, next as Json);
  return changes.reduce(
    (current, change) =>
      'renameTo' in change
        ? renameKey(current, change.path, change.renameTo)
        : applyEdits(current, modify(current, change.path, change.value, { formattingOptions })),
    text,
  );
}

/** The text with the key at `path` spelled `name`; its value and place untouched. */
function renameKey(text: string, path: JSONPath, name: string): string {
  const key = findNodeAtLocation(parseTree(text)!, path)?.parent?.children?.[0];
  if (!key) throw new Error(`no key at /${path.join('/')}`);
  return text.slice(0, key.offset) + JSON.stringify(name) + text.slice(key.offset + key.length);
}
