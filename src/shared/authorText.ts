/**
 * The grammar of author text, the one place it is defined: the renderer (ui/inlineText.tsx,
 * ui/keepTogether.tsx), the validator (content/validator/) and Storybook all read text
 * through this module, so what an author writes means the same thing everywhere.
 *
 * - A link is `[label](href)`: a label of one or more characters other than `]`, and an address
 *   without spaces or parentheses. Anything else (`[](/x)`, `[a](b c)`) is plain text.
 * - A token is a word in braces, `{phone}`; the known ones are TOKENS. Any other (`{phon}`)
 *   is an error for the validator and plain text for the renderer.
 * - Text holding PLACEHOLDER_MARKER is not written yet; the site never shows it.
 * - Unbreakable runs (below) are kept on one line.
 * - Text is one line of characters a reader sees: a control character (ESC, a tab, a line break)
 *   is never part of it, and text of only spaces and invisible characters counts as empty
 *   (textFault, which the validator, `npm run media:add` and the studio's uploads share).
 */
import { codePoint, firstControl, showsNothing } from './characters.ts';

/** The marker of text an author has still to write (npm run new:town writes it). */
export const PLACEHOLDER_MARKER = 'TODO(author):';

export const isPlaceholder = (text: string) => text.includes(PLACEHOLDER_MARKER);

/** The tokens the site fills in from site.json. */
export const TOKENS = ['phone', 'email', 'location', 'brand'] as const;
export type TokenName = (typeof TOKENS)[number];

const isToken = (name: string): name is TokenName => (TOKENS as readonly string[]).includes(name);

export type AuthorTextPiece = { at: number } & (
  | { kind: 'text'; text: string }
  | { kind: 'link'; label: string; href: string }
  | { kind: 'token'; name: TokenName }
  | { kind: 'unknown-token'; name: string; text: string }
);

const LINK_OR_TOKEN = /\[([^\]]+)\]\(([^()\s]+)\)|\{([A-Za-z][\w-]*)\}/g;

/**
 * Author text cut into plain text, links and tokens, in order; each piece says where it starts.
 * A link's label is author text too (read it again for its tokens).
 */
export function readAuthorText(text: string): AuthorTextPiece[] {
  const pieces: AuthorTextPiece[] = [];
  let last = 0;
  const plain = (end: number) => {
    if (end > last) pieces.push({ kind: 'text', text: text.slice(last, end), at: last });
  };
  for (const match of text.matchAll(LINK_OR_TOKEN)) {
    const [whole, label, href, name] = match;
    const at = match.index;
    plain(at);
    if (name === undefined) pieces.push({ kind: 'link', label: label!, href: href!, at });
    else if (isToken(name)) pieces.push({ kind: 'token', name, at });
    else pieces.push({ kind: 'unknown-token', name, text: whole, at });
    last = at + whole.length;
  }
  plain(text.length);
  return pieces;
}

/** Every piece of the text and of its links' labels, depth first. */
function allPieces(text: string): AuthorTextPiece[] {
  return readAuthorText(text).flatMap((piece) =>
    piece.kind === 'link' ? [piece, ...allPieces(piece.label)] : [piece],
  );
}

/** The addresses of the text's `[label](href)` links. */
export const linkTargets = (text: string): string[] =>
  allPieces(text).flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []));

/** The names of the tokens in braces that are not TOKENS (a misspelling, most likely). */
export const unknownTokens = (text: string): string[] =>
  allPieces(text).flatMap((piece) => (piece.kind === 'unknown-token' ? [piece.name] : []));

/** What a reader sees of the text's own words: plain text and link labels, without addresses. */
export const visibleWords = (text: string): string =>
  readAuthorText(text)
    .map((piece) =>
      piece.kind === 'link' ? visibleWords(piece.label) : piece.kind === 'token' ? ' ' : piece.text,
    )
    .join('');

/*
 * Unbreakable runs: runs of author text that must never be split across two lines: number ranges ("3–5",
 * "$2,000–$5,000", "50–85°F", also written with a hyphen), other dash-joined numbers (a phone
 * number's "555-0142") and short hyphenated compounds ("on-time", "3-year", "e-mail").
 *
 * Browsers may break after an en dash or a hyphen; wrapping these runs in a `nowrap` span keeps
 * them whole while the text a visitor copies, searches or hears stays exactly what was written.
 */

/** A number, with an optional currency sign before it and a unit glued after it. */
const NUMBER = String.raw`[$€£]?\d(?:[\d,.]*\d)?(?:%|°[FC]?)?`;
/** What joins the two ends of a range: an en dash, optionally spaced, or a (non-breaking) hyphen. */
const RANGE_DASH = String.raw`(?:[ \u00a0]?–[ \u00a0]?|[-\u2010\u2011])`;
const RANGE = String.raw`${NUMBER}(?:${RANGE_DASH}${NUMBER})+`;
const COMPOUND = String.raw`[\p{L}\p{N}]+(?:[-\u2010\u2011][\p{L}\p{N}]+)+`;

/** Longest hyphenated compound kept on one line; longer ones may still break at a hyphen. */
const MAX_COMPOUND_LENGTH = 20;

/** Matches one unbreakable run (a range first, else a compound) that is not part of a longer word. */
const UNBREAKABLE = new RegExp(
  String.raw`(?<![\p{L}\p{N}$€£])(?:${RANGE}|${COMPOUND})(?![\p{L}\p{N}])`,
  'gu',
);

const isRange = (run: string) =>
  /^[$€£]?\d/.test(run) && /\d[ \u00a0]?[–\-\u2010\u2011][ \u00a0]?[$€£]?\d/.test(run);

/** The text cut into pieces; `keep` pieces must stay on one line. Joined, they are the text. */
export function splitUnbreakable(text: string): { text: string; keep: boolean }[] {
  const pieces: { text: string; keep: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(UNBREAKABLE)) {
    const run = match[0];
    if (!isRange(run) && run.length > MAX_COMPOUND_LENGTH) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), keep: false });
    pieces.push({ text: run, keep: true });
    last = match.index + run.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), keep: false });
  return pieces;
}

/** Why a value is not author text: it holds a control character, or nothing a reader would see. */
export type TextFault =
  /** `position`: 1-based, in characters as people count them. */
  { kind: 'control'; char: string; position: number } | { kind: 'empty'; text: string };

/** The one check of an author's text, whatever the field: undefined when the text is fine. */
export function textFault(text: string): TextFault | undefined {
  const control = firstControl(text);
  if (control)
    return {
      kind: 'control',
      char: control.char,
      position: [...text.slice(0, control.at)].length + 1,
    };
  if (showsNothing(text)) return { kind: 'empty', text };
  return undefined;
}

const CONTROL_NAMES: Record<string, string> = {
  '\t': 'a tab',
  '\n': 'a line break (LF)',
  '\r': 'a carriage return (CR)',
  '\u001b': 'an escape character (ESC)',
  '\u0007': 'a bell character (BEL)',
  '\u0000': 'a null character (NUL)',
};

/** "2 × U+200B, U+2060", or "spaces" when that is all there is. */
function invisibles(text: string): string {
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  if ([...counts.keys()].every((char) => char === ' ')) return 'spaces';
  const listed = [...counts].map(([char, count]) =>
    count === 1 ? codePoint(char) : `${count} × ${codePoint(char)}`,
  );
  return `invisible characters (${listed.join(', ')})`;
}

/**
 * The fault in words, to follow "the text" or "the alt text": "holds an escape character (ESC),
 * U+001B, at character 4: …", "shows nothing: it holds only invisible characters (2 × U+200B)".
 */
export function describeTextFault(fault: TextFault): string {
  if (fault.kind === 'empty')
    return fault.text === ''
      ? 'is empty'
      : `shows nothing: it holds only ${invisibles(fault.text)}`;
  const name = CONTROL_NAMES[fault.char] ?? 'a control character';
  return `holds ${name}, ${codePoint(fault.char)}, at character ${fault.position}: a control character, which a page does not show and a terminal obeys`;
}
