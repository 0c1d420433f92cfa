/**
 * The review of live pages: what the visual test saw change in the pictures of the page stories
 * since they were last accepted (tests/visual/pages/). It never fails a run; it is written as an
 * HTML report, each changed page's before, after and diff side by side, for a person to look at.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeAttribute as escapeHtml } from '../html.ts';

export interface ReviewEntry {
  /** The story and width, as failures name them. */
  label: string;
  /** The picture's file name: `<story id>@<width>.png`. */
  file: string;
  kind: 'changed' | 'new' | 'removed';
  /** How it changed: "12 pixels differ" or a change of size. */
  how?: string;
  before?: Buffer;
  after?: Buffer;
  diff?: Buffer;
}

const KIND_WORDS: Record<ReviewEntry['kind'], string> = {
  changed: 'Changed',
  new: 'New page (no earlier picture)',
  removed: 'Removed (its picture is of a page that is gone)',
};

function figure(stem: string, caption: string, png: Buffer | undefined): string {
  if (!png) return '';
  return `<figure><figcaption>${caption}</figcaption><a href="${stem}"><img src="${stem}" alt="${caption}" loading="lazy"></a></figure>`;
}

function entryHtml(entry: ReviewEntry, index: number): string {
  const stem = `${index}-${entry.file.replace(/\.png$/, '')}`;
  return `<section>
<h2>${escapeHtml(entry.label)}</h2>
<p>${KIND_WORDS[entry.kind]}${entry.how ? `: ${escapeHtml(entry.how)}` : ''}</p>
<div class="row">${figure(`${stem}-before.png`, 'Before', entry.before)}${figure(`${stem}-after.png`, 'After', entry.after)}${figure(`${stem}-diff.png`, 'Difference (red)', entry.diff)}</div>
</section>`;
}

/** One line for the terminal: how many of the page pictures changed. */
export function reviewSummary(entries: readonly ReviewEntry[], pictures: number): string {
  const count = (kind: ReviewEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  return `${count('changed')} changed, ${count('new')} new and ${count('removed')} removed of ${pictures} pictures of live pages`;
}

/** Writes the report (index.html and its pictures) into `dir`, emptied first; returns its path. */
export async function writeReview(
  dir: string,
  entries: readonly ReviewEntry[],
  pictures: number,
): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const sorted = [...entries].sort((a, b) => a.label.localeCompare(b.label));
  await Promise.all(
    sorted.flatMap((entry, index) => {
      const stem = path.join(dir, `${index}-${entry.file.replace(/\.png$/, '')}`);
      return (['before', 'after', 'diff'] as const).flatMap((part) =>
        entry[part] ? [writeFile(`${stem}-${part}.png`, entry[part])] : [],
      );
    }),
  );
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live pages: visual review</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1d2125; }
section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 2rem; }
h2 { font-size: 1.1rem; margin: 0; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 1 1 0; min-width: 200px; }
img { max-width: 100%; border: 1px solid #ddd; }
</style>
<h1>Live pages: visual review</h1>
<p>${reviewSummary(entries, pictures)}, against the pictures last accepted in
<code>tests/visual/pages/</code>. This is a review, not a test: content changes never fail
<code>npm test</code>. <code>npm run test:visual -- --update</code> accepts what is shown here.</p>
${sorted.length ? sorted.map(entryHtml).join('\n') : '<p>Nothing changed.</p>'}
</html>
`;
  const index = path.join(dir, 'index.html');
  await writeFile(index, html);
  // The same for tools: a CI job that comments on a pull request, the smoke test's draft run.
  const list = sorted.map(({ label, file, kind, how }) => ({ label, file, kind, how }));
  await writeFile(
    path.join(dir, 'review.json'),
    `${JSON.stringify({ pictures, entries: list }, null, 2)}\n`,
  );
  return index;
}
