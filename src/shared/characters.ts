/**
 * Characters that do something other than show, defined once for the tools' output and for the
 * check of an author's text (authorText.ts): what a terminal or a reader obeys, and what shows
 * nothing at all.
 */

/**
 * Characters that act instead of showing: controls (C0, DEL and C1: ESC, CR and LF could erase
 * a line and print a fake "All … are valid."), every format character (Cf: the bidirectional
 * marks, embeddings, overrides and isolates, the Arabic letter mark, zero-width ones) and the
 * line and paragraph separators.
 */
const ACTING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Control characters: no author text holds one (a field is one line; a list holds paragraphs). */
const CONTROL = /\p{Cc}/u;

/** Characters that show nothing: spaces, format characters and other default-ignorable ones. */
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A character's Unicode name as people search for it: "U+001B". */
export const codePoint = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const escaped = (char: string) => {
  const code = char.codePointAt(0)!;
  const hex = code.toString(16);
  return code > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
};

/**
 * The text with each acting character written out as an escape (ESC as \u001b, LF as \n), so a
 * file name or an author's value prints as one line that says what it holds. Printing it again
 * changes nothing.
 */
export const printable = (text: string) =>
  text.replace(ACTING, (char) => SHORT[char] ?? escaped(char));

/** The first control character of the text and where it is (0-based), if any. */
export function firstControl(text: string): { char: string; at: number } | undefined {
  const match = CONTROL.exec(text);
  return match ? { char: match[0], at: match.index } : undefined;
}

/** Whether the text shows nothing: empty, or only spaces and invisible characters. */
export const showsNothing = (text: string) => INVISIBLE.test(text);
