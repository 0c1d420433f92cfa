/**
 * What a fixture adds to the validator's report of the live pages: tests validate the live page
 * set plus their fixture, and an author's draft or edit in pages-json/ (its placeholders, its
 * thin copy) must not change what they assert.
 */

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
