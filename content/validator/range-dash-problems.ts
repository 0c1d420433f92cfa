/**
 * Number ranges in visible text are written with an en dash ("3–5 days", not "3-5 days"), as
 * typography wants. The site keeps either form on one line, so a hyphen is only a warning.
 */
import { isPlaceholder, visibleWords } from '../../src/shared/authorText.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { NON_TEXT_KEYS } from './unique-copy.ts';
import { quoted } from './describe-values.ts';

/** Two numbers joined by a hyphen, not part of a longer dash-joined number (a date). */
const HYPHEN_RANGE = /(?<![\d-])\d(?:[\d,.]*\d)?-\d(?:[\d,.]*\d)?(?![\d-])/g;
/** A local phone number ("555-0142"), which keeps its hyphen. */
const PHONE = /^\d{3}-\d{4}$/;
/** Fields whose digits are codes, dates or phone numbers rather than prose. */
const CODE_KEYS = /phone|date|updated|zip|postal|email/i;

/** A warning for each text of the file that writes a number range with a hyphen. */
export function rangeDashProblems(source: JsonSource): Problem[] {
  const prose = stringLeaves(source.value, (key) => NON_TEXT_KEYS.has(key) || CODE_KEYS.test(key));
  return prose.flatMap(({ segments, text }) => {
    // A placeholder is reported as one; its instructions ("50-170 characters") are not copy.
    if (isPlaceholder(text)) return [];
    const found = [...visibleWords(text).matchAll(HYPHEN_RANGE)]
      .map((m) => m[0])
      .filter((range) => !PHONE.test(range));
    if (found.length === 0) return [];
    const fixed = found.map((range) => `${quoted(range.replace('-', '–'))}`).join(', ');
    return [
      source.problem(
        'hyphen-in-range',
        toPointer(segments),
        `the number range ${found.map((range) => `${quoted(range)}`).join(', ')} is written with a hyphen. Write ${fixed}, with an en dash (–).`,
        { severity: 'warning' },
      ),
    ];
  });
}
