/**
 * Unique copy: how many words of a page appear on no other page, so town pages do not read as
 * near-copies of each other (doorway pages).
 *
 * - A page's text is every string a visitor reads in its (resolved) `sections`, `sidebar` and
 *   `listing.card`: fields that hold addresses, names of kinds or ids (paths, hrefs, srcs, type,
 *   variant, icon, intent, anchor, id, …) are left out, and so are image `alt` texts and `meta`
 *   (not shown on the page).
 * - Words are lowercased runs of letters and digits (an apostrophe inside a word is kept).
 *   Shingles are 8 consecutive words of one string; a string shorter than 8 words is one shingle.
 * - A word of the page is shared when some shingle containing it also occurs in another page or
 *   a fragment; the page's unique count is the number of its words that are not shared.
 */
import { stringLeaves } from './json-pointer.ts';

type Json = Record<string, unknown>;

export const SHINGLE_WORDS = 8;
export const MIN_UNIQUE_WORDS = 300;

/** Fields whose strings are not prose a visitor reads. */
export const NON_TEXT_KEYS = new Set([
  '$schema',
  'path',
  'aliases',
  'nearby',
  'href',
  'src',
  'poster',
  'alt',
  'type',
  'fragment',
  'variant',
  'layout',
  'icon',
  'intent',
  'kind',
  'anchor',
  'id',
  'defaultTab',
  'hex',
  'zipCode',
]);

/** Parts of a page document that are shown as its text. */
const TEXT_PARTS = ['sections', 'sidebar', 'listing'] as const;

const collectStrings = (value: unknown, into: string[]) =>
  into.push(...stringLeaves(value, (key) => NON_TEXT_KEYS.has(key)).map(({ text }) => text));

/** The visible strings of a page document (or of one fragment section). */
export function visibleStrings(doc: unknown, { fragment = false } = {}): string[] {
  const strings: string[] = [];
  if (fragment) collectStrings(doc, strings);
  else if (typeof doc === 'object' && doc !== null) {
    const record = doc as Json;
    for (const part of TEXT_PARTS) {
      const value = part === 'listing' ? (record.listing as Json | undefined)?.card : record[part];
      collectStrings(value, strings);
    }
  }
  return strings;
}

export const words = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];

/** Each shingle of one string, with the index of its first word. */
function shingles(tokens: readonly string[]): { key: string; start: number; length: number }[] {
  if (tokens.length === 0) return [];
  const length = Math.min(SHINGLE_WORDS, tokens.length);
  const result = [];
  for (let start = 0; start + length <= tokens.length; start++) {
    result.push({ key: tokens.slice(start, start + length).join(' '), start, length });
  }
  return result;
}

export function shingleSet(strings: readonly string[]): Set<string> {
  return new Set(strings.flatMap((text) => shingles(words(text)).map((s) => s.key)));
}

/** How many words of `strings` are covered by no shingle for which `isShared` holds. */
export function uniqueWordCount(
  strings: readonly string[],
  isShared: (shingle: string) => boolean,
): number {
  let unique = 0;
  for (const text of strings) {
    const tokens = words(text);
    const shared = new Array<boolean>(tokens.length).fill(false);
    for (const shingle of shingles(tokens)) {
      if (isShared(shingle.key)) shared.fill(true, shingle.start, shingle.start + shingle.length);
    }
    unique += shared.filter((isSharedWord) => !isSharedWord).length;
  }
  return unique;
}

export interface CopyDocument {
  id: string;
  strings: string[];
}

/** Unique word count of each of `measured`, against every other document in `all`. */
export function uniqueCopyCounts(
  measured: readonly string[],
  all: readonly CopyDocument[],
): Map<string, number> {
  // In how many documents each shingle occurs: one of a document's own shingles is shared
  // exactly when at least one other document has it too.
  const documentsWith = new Map<string, number>();
  for (const doc of all) {
    for (const key of shingleSet(doc.strings)) {
      documentsWith.set(key, (documentsWith.get(key) ?? 0) + 1);
    }
  }
  const isShared = (key: string) => (documentsWith.get(key) ?? 0) > 1;
  const counts = new Map<string, number>();
  for (const id of measured) {
    const doc = all.find((d) => d.id === id);
    if (doc) counts.set(id, uniqueWordCount(doc.strings, isShared));
  }
  return counts;
}
