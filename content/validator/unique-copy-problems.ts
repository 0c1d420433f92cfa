import { fragmentName } from '../fragments.ts';
import { isRecord, valueAt } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import { isPlaceholder } from '../../src/shared/authorText.ts';
import { isDraft } from './placeholders.ts';
import type { Problem } from './problem.ts';
import {
  MIN_UNIQUE_WORDS,
  SHINGLE_WORDS,
  uniqueCopyCounts,
  visibleStrings,
  type CopyDocument,
} from './unique-copy.ts';

const isWritten = (text: string) => !isPlaceholder(text);

/** The listing group whose pages must each carry their own copy. */
const MEASURED_GROUP = 'town';

/**
 * Every town page (listing group "town") needs MIN_UNIQUE_WORDS words that appear on no other
 * page or fragment; see unique-copy.ts for how words are counted. A draft falls short with a
 * warning. Drafts are not published, so a published page is compared with published pages
 * only: copying a town into a new draft to start from does not fail the town.
 */
export function uniqueCopyProblems(
  resolvedPages: ReadonlyMap<JsonSource, unknown>,
  fragments: readonly JsonSource[],
): Problem[] {
  const pages = [...resolvedPages].map(([source, doc]) => ({
    source,
    draft: isDraft(doc),
    measured: valueAt(doc, ['listing', 'group']) === MEASURED_GROUP,
    // A placeholder is not copy yet: a fresh scaffold has none of its own.
    document: { id: source.path, strings: visibleStrings(doc).filter(isWritten) },
  }));
  const fragmentDocuments: CopyDocument[] = fragments
    .filter((source) => !source.syntaxProblem && isRecord(source.value))
    .map((source) => ({
      id: `fragment:${fragmentName(source)}`,
      strings: visibleStrings(source.value, { fragment: true }),
    }));
  const countsAmong = (draft: boolean, compared: typeof pages) => {
    const ids = pages
      .filter((page) => page.measured && page.draft === draft)
      .map((page) => page.source.path);
    if (ids.length === 0) return new Map<string, number>();
    return uniqueCopyCounts(ids, [...compared.map((page) => page.document), ...fragmentDocuments]);
  };
  const counts = new Map([
    ...countsAmong(
      false,
      pages.filter((page) => !page.draft),
    ),
    ...countsAmong(true, pages),
  ]);
  return pages.flatMap(({ source, draft, measured }) => {
    const count = counts.get(source.path) ?? 0;
    if (!measured || count >= MIN_UNIQUE_WORDS) return [];
    return [
      source.problem(
        'not-unique-copy',
        '/sections',
        `only ${count} words of this town page appear on no other page; at least ${MIN_UNIQUE_WORDS} must, or search engines treat it as a near-copy of the other town pages. ` +
          `Write more about this town in its own words (intro, projects, testimonials, FAQs); text that another page or a fragment also has (${SHINGLE_WORDS} words in a row) does not count.`,
        { severity: draft ? 'warning' : 'error' },
      ),
    ];
  });
}
