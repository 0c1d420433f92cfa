/** Characters that do something other than show, defined once for the tools' output. */

/**
 * Characters that act instead of showing: controls (C0, DEL and C1: ESC, CR and LF could erase
 * a line and print a fake "All … are valid."), every format character (Cf: the bidirectional
 * marks, embeddings, overrides and isolates, the Arabic letter mark, zero-width ones) and the
 * line and paragraph separators.
 */
const ACTING = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

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
