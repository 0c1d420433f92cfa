/**
 * `npm run test:visual`: every section story and every page story pictured at 390 and 1440 px in
 * Chromium and compared with its baseline in tests/visual/baselines/. A picture that differs
 * fails the run, naming the story, and leaves the expected, actual and diff pictures in
 * test-results/visual/. `-- --update` writes the baselines anew (only those that changed, and
 * removes those of stories that are gone); words after `--` choose stories whose id contains one.
 *
 * It reuses storybook-static/ when that is newer than every file it is built from, or when told
 * to with --reuse (`npm test` does: its Storybook smoke step has just built it), and builds it
 * otherwise. With --check-stories it also checks every story as the Storybook smoke test does
 * (errors, an empty render, axe) on its 390 px visit, and shows the stories it does not picture
 * for those checks alone: `npm test` thus shows each story once for both tests.
 */
import { mkdir, readdir, rm, stat, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/machine/chromium.ts';
import { root } from './lib/paths.ts';
import {
  capture,
  maxHeight,
  openVisualPage,
  shoot,
  VIEWPORTS,
  type Viewport,
} from './lib/visual/capture.ts';
import { comparePngs } from './lib/visual/compare.ts';
import { paddingCanary } from './lib/visual/canary.ts';
import { ErrorWatch, showAndCheck } from './lib/visual/story-checks.ts';
import {
  buildStorybook,
  dealt,
  readIndex,
  serve,
  storyLabel,
  type IndexEntry,
} from './lib/visual/storybook.ts';

const staticDir = path.join(root, 'storybook-static');
const baselineDir = path.join(root, 'tests/visual/baselines');
const resultDir = path.join(root, 'test-results/visual');
const update = process.argv.includes('--update');
const reuse = process.argv.includes('--reuse');
const checkStories = process.argv.includes('--check-stories');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** What the Storybook build is made from; public/Assets/img/ is made by the build itself. */
const SOURCES = ['src', '.storybook', 'pages-json', 'schemas', 'public', 'package-lock.json'];

async function newestSource(): Promise<number> {
  let newest = 0;
  for (const source of SOURCES) {
    const top = path.join(root, source);
    const info = await stat(top);
    const files = info.isDirectory()
      ? (await readdir(top, { recursive: true })).map((name) => path.join(top, name))
      : [top];
    for (const file of files) {
      if (file.includes(`${path.sep}Assets${path.sep}img${path.sep}`)) continue;
      newest = Math.max(newest, (await stat(file)).mtimeMs);
    }
  }
  return newest;
}

async function ensureStorybook(): Promise<void> {
  const built = await stat(path.join(staticDir, 'index.json')).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  if (built && (reuse || built > (await newestSource()))) {
    console.log(
      `Using storybook-static/${reuse ? '' : ', newer than every file it is built from'}`,
    );
    return;
  }
  buildStorybook(staticDir);
}

interface Job {
  story: IndexEntry;
  viewport: Viewport;
  /** Compared with its baseline: every section and page story. */
  picture: boolean;
  /** Checked as the smoke test checks a story (--check-stories, at the first width). */
  checks: boolean;
}

const fileOf = (job: Job) => `${job.story.id}@${job.viewport.width}.png`;

/** How far the pictures drift from their baselines from run to run: the README's stability figures. */
const drift = { identical: 0, changed: 0, most: { pixels: 0, label: '' } };

/** Compares (or, with --update, writes) one picture; returns a failure, if any. */
async function check(job: Job, png: Buffer): Promise<string | undefined> {
  const baseline = path.join(baselineDir, fileOf(job));
  const expected = await readFile(baseline).catch(() => undefined);
  const label = `${storyLabel(job.story)} at ${job.viewport.width} px`;
  if (update) {
    if (!expected || !comparePngs(expected, png).matches) {
      await writeFile(baseline, png);
      console.log(`  ↻ ${label}: baseline ${expected ? 'updated' : 'added'}`);
    }
    return undefined;
  }
  if (!expected) return `${label}: no baseline (npm run test:visual -- --update makes it)`;
  if (expected.equals(png)) {
    drift.identical++;
    return undefined;
  }
  const result = comparePngs(expected, png);
  if (result.differing > drift.most.pixels) drift.most = { pixels: result.differing, label };
  // Any change at all, however faint (threshold 0): what the tolerance has to absorb.
  const exact = comparePngs(expected, png, { threshold: 0, maxDiffPixels: 0 }).differing;
  drift.changed = Math.max(drift.changed, exact);
  if (result.matches) return undefined;
  const stem = path.join(resultDir, fileOf(job).replace(/\.png$/, ''));
  await writeFile(`${stem}-expected.png`, expected);
  await writeFile(`${stem}-actual.png`, png);
  await writeFile(`${stem}-diff.png`, result.diff!);
  const how = result.sizeChange ?? `${result.differing} pixels differ`;
  return `${label}: ${how}; see ${path.relative(root, stem)}-{expected,actual,diff}.png`;
}

/**
 * Two workers side by side use both cores. Each takes every other picture in a fixed order, with
 * one preview page per width.
 */
const WORKERS = 2;

/** Shows the job's story, checks it and compares its picture, as the job says. */
async function runJob(page: Page, errors: ErrorWatch, job: Job): Promise<string[]> {
  const { story, viewport } = job;
  if (!job.checks) {
    const shot = await capture(page, story, viewport);
    if ('error' in shot) return [`${storyLabel(story)} at ${viewport.width} px: ${shot.error}`];
    const failure = await check(job, shot.png);
    return failure ? [failure] : [];
  }
  let failure: string | undefined;
  const problems = await showAndCheck(page, errors, story, async () => {
    if (job.picture)
      failure = await check(job, await shoot(page, maxHeight(story.title, viewport)));
  });
  return [
    ...(problems.length ? [`${storyLabel(story)}: ${problems.join(' | ')}`] : []),
    ...(failure ? [failure] : []),
  ];
}

async function runJobs(browser: Browser, base: string, jobs: Job[]): Promise<string[]> {
  const failures: string[] = [];
  const worker = async (share: Job[]) => {
    const pages = new Map<number, { page: Page; errors: ErrorWatch }>();
    for (const job of share) {
      const { width } = job.viewport;
      if (!pages.has(width)) {
        const page = await openVisualPage(browser, base, job.viewport);
        pages.set(width, { page, errors: new ErrorWatch(page) });
      }
      const { page, errors } = pages.get(width)!;
      failures.push(...(await runJob(page, errors, job)));
    }
  };
  await Promise.all(dealt(jobs, WORKERS).map(worker));
  return failures;
}

/** Baselines of stories no longer in Storybook: removed by --update, a failure otherwise. */
async function staleBaselines(jobs: Job[]): Promise<string[]> {
  const wanted = new Set(jobs.filter((job) => job.picture).map(fileOf));
  const stale = (await readdir(baselineDir)).filter((name) => !wanted.has(name));
  if (!update) return stale.map((name) => `${name}: a baseline for no story (--update removes it)`);
  for (const name of stale) await rm(path.join(baselineDir, name));
  if (stale.length) console.log(`  removed ${stale.length} baselines of stories that are gone`);
  return [];
}

await ensureStorybook();
const shown = (await readIndex(staticDir)).filter(
  (entry) =>
    entry.type === 'story' && (only.length === 0 || only.some((text) => entry.id.includes(text))),
);
const stories = shown.filter((story) => /^(Sections|Pages)\//.test(story.title));
const jobs: Job[] = VIEWPORTS.flatMap((viewport) => {
  const checks = checkStories && viewport === VIEWPORTS[0];
  return (checks ? shown : stories).map((story) => ({
    story,
    viewport,
    picture: stories.includes(story),
    checks,
  }));
});
const pictures = jobs.filter((job) => job.picture).length;
await mkdir(baselineDir, { recursive: true });
await rm(resultDir, { recursive: true, force: true });
await mkdir(resultDir, { recursive: true });

const started = performance.now();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const { server, base } = await serve(staticDir);
const failures: string[] = [];
try {
  failures.push(...(await runJobs(browser, base, jobs)));
  if (only.length === 0) failures.push(...(await staleBaselines(jobs)));
  const canaryStory = stories.find((story) => story.title.startsWith('Sections/'));
  if (canaryStory) failures.push(...(await paddingCanary(browser, base, canaryStory)));
} finally {
  server.close();
  await browser.close();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (!update)
  console.log(
    `${drift.identical} of ${pictures} pictures byte for byte their baselines; in the others, at most ${drift.changed} pixels changed at all and ${drift.most.pixels} beyond the threshold${drift.most.label ? ` (${drift.most.label})` : ''}`,
  );
if (failures.length) {
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  console.log(`Visual test: ${failures.length} failed of ${pictures} pictures (${seconds} s)`);
  process.exit(1);
}
console.log(
  `Visual test: ${pictures} pictures of ${stories.length} stories ${update ? 'written where changed' : 'match their baselines'}${checkStories ? `, and ${shown.length} stories checked for errors, an empty render and axe` : ''} (${seconds} s)`,
);
