import { isRecord, valueAt } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';
import { isPlaceholder } from '../../src/shared/authorText.ts';

interface Review {
  source: JsonSource;
  pointer: string;
  name: string;
  location: string;
}

function reviewsOf(source: JsonSource, doc: unknown): Review[] {
  return (['sections', 'sidebar'] as const).flatMap((list) => {
    const sections = valueAt(doc, [list]);
    if (!Array.isArray(sections)) return [];
    return sections.flatMap((section: unknown, index) => {
      if (!isRecord(section) || !Array.isArray(section.testimonials)) return [];
      return section.testimonials.flatMap((item: unknown, i): Review[] =>
        // A placeholder name is no reviewer yet: two drafts made by new:town share them.
        isRecord(item) &&
        typeof item.name === 'string' &&
        typeof item.location === 'string' &&
        !isPlaceholder(item.name)
          ? [
              {
                source,
                pointer: `/${list}/${index}/testimonials/${i}/location`,
                name: item.name.trim(),
                location: item.location.trim(),
              },
            ]
          : [],
      );
    });
  });
}

/**
 * One reviewer is one person: a name that appears in testimonials on several pages must come
 * from the same place on each, or visitors comparing pages read it as made up. The first
 * appearance (in file order) is taken as the reviewer's; each other location is a warning.
 */
export function reviewerProblems(resolvedPages: ReadonlyMap<JsonSource, unknown>): Problem[] {
  const first = new Map<string, Review>();
  const problems: Problem[] = [];
  for (const [source, doc] of resolvedPages) {
    for (const review of reviewsOf(source, doc)) {
      const known = first.get(review.name);
      if (!known) first.set(review.name, review);
      else if (known.location !== review.location)
        problems.push(
          source.problem(
            'reviewer-elsewhere',
            review.pointer,
            `reviewer ${quoted(review.name)} is from ${review.location} here but from ${known.location} in ${known.source.path} (${known.pointer}). One reviewer is one person: give the same location on every page, or, for another client, another name.`,
            { severity: 'warning' },
          ),
        );
    }
  }
  return problems;
}
