/**
 * The review of live pages: each page whose document changed since the base commit, pictured
 * whole as the base shows it and as it is now (review-pages.ts, review-capture.ts). It never fails
 * a run; it is written as an HTML report for a person to look at: before, after and the
 * difference side by side, each place that changed boxed and shown close up, and said in words,
 * below the first screen or not.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeAttribute as escapeHtml } from '../html.ts';
import { closeUp, inBefore, type Region } from './regions.ts';

export interface ReviewEntry {
  /** The page, its file and the width, e.g. "Chester (pages-json/towns/chester.json) at 390 px". */
  label: string;
  /** The pictures' file name: `<page file>@<width>.png`. */
  file: string;
  /** `same`: the document changed, but not what the page shows. */
  kind: 'changed' | 'new' | 'removed' | 'same';
  /** The height of the first screen at this width. */
  firstScreen: number;
  /** How it changed: "12 pixels differ" or a change of size. */
  how?: string;
  /** Where the pictures differ (boxed on each picture). */
  regions?: Region[];
  before?: Buffer;
  after?: Buffer;
  diff?: Buffer;
  /** Why a picture is missing: the page did not render. */
  problem?: string;
}

const KIND_WORDS: Record<ReviewEntry['kind'], string> = {
  changed: 'Changed',
  new: 'New page (no picture at the base)',
  removed: 'Removed (as the base showed it)',
  same: 'Its file changed, but nothing it shows did',
};

/** The places shown close up, at most: more is one long change, seen whole in the pictures. */
const CLOSE_UPS = 3;
/**
 * The places said in words, at most: text moved down by a fraction of a pixel is drawn anew, and
 * can make dozens of small places below a change.
 */
const PLACES_LISTED = 10;

const px = (value: number) => `${value.toLocaleString('en-US')} px`;

/** "at 1,620 to 1,660 px from the top, below the first screen (844 px)". */
export function whereInWords(region: Region, firstScreen: number): string {
  const span = `${px(region.y)} to ${px(region.y + region.height)} from the top`;
  const screen =
    region.y >= firstScreen ? `below the first screen (${px(firstScreen)})` : 'on the first screen';
  return `${span}, ${screen}`;
}

function figure(src: string, caption: string, png: Buffer | undefined): string {
  if (!png) return '';
  return `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;
}

/** Every picture of an entry, by the name it is written under. */
function picturesOf(entry: ReviewEntry, stem: string): Map<string, Buffer> {
  const pictures = new Map<string, Buffer>();
  for (const part of ['before', 'after', 'diff'] as const)
    if (entry[part]) pictures.set(`${stem}-${part}.png`, entry[part]);
  const regions = (entry.regions ?? []).slice(0, CLOSE_UPS);
  const places = { before: inBefore(regions), after: regions };
  for (const part of ['before', 'after'] as const)
    places[part].forEach((place, index) => {
      const close = entry[part] && closeUp(entry[part], place);
      if (close) pictures.set(`${stem}-close-${index + 1}-${part}.png`, close);
    });
  return pictures;
}

function entryHtml(entry: ReviewEntry, stem: string, pictures: Map<string, Buffer>): string {
  const regions = entry.regions ?? [];
  const listed = regions.slice(0, PLACES_LISTED);
  const more = regions.length - listed.length;
  const places = regions.length
    ? `<ol>${listed.map((region) => `<li>${whereInWords(region, entry.firstScreen)}</li>`).join('')}</ol>${more ? `<p>and ${more} more below.</p>` : ''}`
    : '';
  const closeUps = regions
    .slice(0, CLOSE_UPS)
    .map((_, index) => {
      const name = (part: string) => `${stem}-close-${index + 1}-${part}.png`;
      return `<h3>Place ${index + 1}, close up</h3><div class="row">${figure(name('before'), 'Before', pictures.get(name('before')))}${figure(name('after'), 'After', pictures.get(name('after')))}</div>`;
    })
    .join('');
  return `<section>
<h2>${escapeHtml(entry.label)}</h2>
<p>${KIND_WORDS[entry.kind]}${entry.how ? `: ${escapeHtml(entry.how)}` : ''}${regions.length ? `, in ${regions.length} ${regions.length === 1 ? 'place' : 'places'} (boxed):` : '.'}</p>
${places}${entry.problem ? `<p class="problem">${escapeHtml(entry.problem)}</p>` : ''}
${closeUps}
<h3>The whole page</h3>
<div class="row">${figure(`${stem}-before.png`, 'Before', entry.before)}${figure(`${stem}-after.png`, 'After', entry.after)}${figure(`${stem}-diff.png`, 'Difference (red)', entry.diff)}</div>
</section>`;
}

/** What the review compared with, and how many pages it pictured. */
export interface ReviewScope {
  /** The base commit, in words. */
  base: string;
  /** The pages pictured: those whose document changed since the base. */
  pages: number;
  /** Why there is no review, when there is none (no base to compare with). */
  skipped?: string;
}

/** One line for the terminal: what the review found. */
export function reviewSummary(entries: readonly ReviewEntry[], scope: ReviewScope): string {
  if (scope.skipped) return `no review: ${scope.skipped}`;
  const count = (kind: ReviewEntry['kind']) => entries.filter((e) => e.kind === kind).length;
  const failed = entries.filter((entry) => entry.problem).length;
  return `${scope.pages} pages changed since ${scope.base}: ${count('changed')} pictures changed, ${count('new')} new, ${count('removed')} removed and ${count('same')} the same to the eye${failed ? `; ${failed} could not be pictured` : ''}`;
}

/** Writes the report (index.html and its pictures) into `dir`, emptied first; returns its path. */
export async function writeReview(
  dir: string,
  entries: readonly ReviewEntry[],
  scope: ReviewScope,
): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const sorted = [...entries].sort((a, b) => a.label.localeCompare(b.label));
  const sections: string[] = [];
  for (const [index, entry] of sorted.entries()) {
    const stem = `${index}-${entry.file.replace(/\.png$/, '')}`;
    const pictures = picturesOf(entry, stem);
    await Promise.all([...pictures].map(([name, png]) => writeFile(path.join(dir, name), png)));
    sections.push(entryHtml(entry, stem, pictures));
  }
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live pages: visual review</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1d2125; }
section { border-top: 1px solid #ccc; padding-top: 1rem; margin-top: 2rem; }
h2 { font-size: 1.1rem; margin: 0; }
h3 { font-size: 1rem; margin: 1rem 0 0.5rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: 1 1 0; min-width: 200px; }
img { max-width: 100%; border: 1px solid #ddd; }
.problem { color: #a00; }
</style>
<h1>Live pages: visual review</h1>
<p>${escapeHtml(reviewSummary(entries, scope))}. Each is pictured whole at 390 and 1440 px, as the
base commit shows it and as it is now; every other page is the same as at the base. This is a
review, not a test: content changes never fail <code>npm test</code>.</p>
${sorted.length ? sections.join('\n') : '<p>No page changed.</p>'}
</html>
`;
  const index = path.join(dir, 'index.html');
  await writeFile(index, html);
  // The same for tools: a CI job that comments on a pull request, the smoke test's draft run.
  const list = sorted.map(({ label, file, kind, how, regions, problem }) => ({
    label,
    file,
    kind,
    how,
    regions,
    problem,
  }));
  await writeFile(
    path.join(dir, 'review.json'),
    `${JSON.stringify({ ...scope, entries: list }, null, 2)}\n`,
  );
  return index;
}
