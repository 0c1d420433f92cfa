/**
 * What a fixture adds to the validator's report of the live pages: tests validate the live page
 * set plus their fixture, and an author's draft or edit in pages-json/ (its placeholders, its
 * thin copy) must not change what they assert.
 */
import { pagesDir, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem } from '../../content/index.ts';
import { loadContentFiles, validateContent } from '../../content/node.ts';
import { withOwnerFacts } from './ownerFacts.ts';

/** The lines of `after` beyond those of `before`, each as often as it was added, in order. */
export function addedLines(after: readonly string[], before: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const line of before) left.set(line, (left.get(line) ?? 0) + 1);
  return after.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count === 0) return true;
    left.set(line, count - 1);
    return false;
  });
}

type ContentFile = { path: string; text: string };

/**
 * A validator run beside the live pages: each call validates them with the given files and
 * returns the problem lines those files add (an author's draft there has warnings of its own).
 */
export async function besideLivePages(): Promise<(files: ContentFile[]) => string[]> {
  const live = withOwnerFacts(await loadContentFiles(pagesDir));
  const report = (files: ContentFile[]) =>
    validateContent({ files: [...live, ...files], schemasDir, publicDir }).map(formatProblem);
  const liveReport = report([]);
  return (files) => addedLines(report(files), liveReport);
}

/** A fixture page at pages-json/<slug>.json (path /<slug>): a hero, then the given sections. */
export const fixturePage = (slug: string, description: string, sections: unknown[]) => ({
  path: `pages-json/${slug}.json`,
  text: JSON.stringify(
    {
      $schema: '../schemas/page.schema.json',
      schemaVersion: 1,
      path: `/${slug}`,
      meta: { title: 'Fixture page title', description },
      sections: [{ type: 'hero', headline: 'Fixture' }, ...sections],
    },
    null,
    2,
  ),
});
