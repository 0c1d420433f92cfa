/**
 * Runs of author text that must never be split across two lines: number ranges ("3–5",
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
