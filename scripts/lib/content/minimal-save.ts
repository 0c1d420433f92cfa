/**
 * Saving in place: the studio sends the whole edited document, and only what differs from the
 * file on disk is rewritten, through jsonc-parser's edit functions (a well-kept library that
 * already formats inserted values), so key order, indentation and every untouched byte stay.
 */
import { applyEdits, modify, type JSONPath, type FormattingOptions } from 'jsonc-parser';

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

/** Each smallest change that turns `before` into `after`: a path and its new value (undefined = remove). */
export function changesBetween(
  before: Json,
  after: Json,
  at: JSONPath = [],
): { path: JSONPath; value: Json | undefined }[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isObject(before) && isObject(after)) {
    const removed = Object.keys(before)
      .filter((key) => !(key in after))
      .map((key) => ({ path: [...at, key], value: undefined }));
    const changed = Object.keys(after).flatMap((key) =>
      key in before
        ? changesBetween(before[key]!, after[key]!, [...at, key])
        : [{ path: [...at, key], value: after[key] }],
    );
    return [...removed, ...changed];
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item, index) => changesBetween(before[index]!, item, [...at, index]));
  }
  return [{ path: at, value: after }];
}

/** The file's text with `next` written into it; the same text when nothing differs. */
export function saveInPlace(text: string, next: unknown): string {
  const formattingOptions = detectFormatting(text);
  const changes = changesBetween(JSON.parse(text) as Json, next as Json);
  return changes.reduce(
    (current, change) =>
      applyEdits(current, modify(current, change.path, change.value, { formattingOptions })),
    text,
  );
}
