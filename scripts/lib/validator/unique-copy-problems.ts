import { fragmentName } from '../fragments.ts';
import { isRecord, valueAt } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import {
  MIN_UNIQUE_WORDS,
  SHINGLE_WORDS,
  uniqueCopyCounts,
  visibleStrings,
  type CopyDocument,
} from './unique-copy.ts';

/** The listing group whose pages must each carry their own copy. */
const MEASURED_GROUP = 'town';

/**
 * Every town page (listing group "town") needs MIN_UNIQUE_WORDS words that appear on no other
 * page or fragment; see unique-copy.ts for how words are counted.
 */
export function uniqueCopyProblems(
  resolvedPages: ReadonlyMap<JsonSource, unknown>,
  fragments: readonly JsonSource[],
): Problem[] {
  const documents: CopyDocument[] = [
    ...[...resolvedPages].map(([source, doc]) => ({
      id: source.path,
      strings: visibleStrings(doc),
    })),
    ...fragments
      .filter((source) => !source.syntaxProblem && isRecord(source.value))
      .map((source) => ({
        id: `fragment:${fragmentName(source)}`,
        strings: visibleStrings(source.value, { fragment: true }),
      })),
  ];
  const measured = [...resolvedPages]
    .filter(([, doc]) => valueAt(doc, ['listing', 'group']) === MEASURED_GROUP)
    .map(([source]) => source);
  const counts = uniqueCopyCounts(
    measured.map((source) => source.path),
    documents,
  );
  return measured.flatMap((source) => {
    const count = counts.get(source.path) ?? 0;
    if (count >= MIN_UNIQUE_WORDS) return [];
    return [
      source.problem(
        'not-unique-copy',
        '/sections',
        `only ${count} words of this town page appear on no other page; at least ${MIN_UNIQUE_WORDS} must, or search engines treat it as a near-copy of the other town pages. ` +
          `Write more about this town in its own words (intro, projects, testimonials, FAQs); text that another page or a fragment also has (${SHINGLE_WORDS} words in a row) does not count.`,
      ),
    ];
  });
}
