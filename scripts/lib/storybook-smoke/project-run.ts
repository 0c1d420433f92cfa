/**
 * The smoke test's first part: every section type has stories, one page story per page file,
 * every story and docs page renders without an error or axe violation.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { readContent } from '../../../content/node.ts';
import { root } from '../paths.ts';
import {
  dealt,
  openPreview,
  readIndex,
  serve,
  showStory,
  storyLabel,
  type IndexEntry,
} from '../visual/storybook.ts';
import { ErrorWatch, showAndCheck } from '../visual/story-checks.ts';
import { checkExtremes } from './extremes.ts';
import { WORKERS } from './workers.ts';

/** How many section types have stories (Sections/<Component>). */
const sectionTypes = (stories: IndexEntry[]) =>
  new Set(stories.filter((story) => story.title.startsWith('Sections/')).map((s) => s.title)).size;

async function sectionFoldersWithoutStories(stories: IndexEntry[]): Promise<string[]> {
  const registry = await readFile(path.join(root, 'src/sections/registry.ts'), 'utf8');
  const folders = [...registry.matchAll(/from '\.\/(\w+)\/\1\.tsx'/g)].map((m) => m[1]!);
  return folders.filter(
    (folder) => !stories.some((s) => s.importPath.includes(`/sections/${folder}/`)),
  );
}

/** Page stories are made from the page files: one per page, drafts included (see .storybook/main.ts). */
async function pageStoryCountProblem(stories: IndexEntry[], dir: string): Promise<string[]> {
  const pageStories = stories.filter((story) => story.title.startsWith('Pages/')).length;
  const { pages } = await readContent(dir, { drafts: true });
  if (pageStories === pages.length) return [];
  return [`${pageStories} page stories for ${pages.length} page files`];
}

/**
 * Opens the preview once and shows it each story in turn, as Storybook's own test runner does;
 * returns what failed. The accessibility addon's axe run is turned off (openPreview): this test
 * runs axe itself.
 */
async function checkStories(
  browser: Browser,
  base: string,
  stories: IndexEntry[],
): Promise<string[]> {
  const failures: string[] = [];
  const page = await (await browser.newContext()).newPage();
  const errors = new ErrorWatch(page);
  await openPreview(page, base);
  for (const story of stories) {
    const problems = await showAndCheck(page, errors, story);
    if (problems.length) failures.push(`${storyLabel(story)}: ${problems.join(' | ')}`);
    else console.log(`  ✔ ${storyLabel(story)}`);
  }
  return failures;
}

/**
 * Every docs page (autodocs) shows an args table; a section's has the schema's field rows, which
 * sectionSchemas.ts adds under "section fields": without them the table would say nothing an
 * author could use.
 */
async function checkDocs(browser: Browser, base: string, docs: IndexEntry[]): Promise<string[]> {
  const failures: string[] = [];
  const page = await (await browser.newContext()).newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // One preview shows every docs page in turn, as Storybook's interface does.
  await openPreview(page, base);
  for (const entry of docs) {
    errors = [];
    const renderError = await showStory(page, entry.id, 'docs');
    if (renderError) errors.push(renderError);
    const table = page.locator('.docblock-argstable').first();
    try {
      await table.waitFor({ timeout: 15_000 });
      // A section's table has the schema's field rows, under "section fields".
      if (entry.title.startsWith('Sections/')) {
        const rows = page.locator('.docblock-argstable', { hasText: /section fields/i }).first();
        const found = await rows.waitFor({ timeout: 15_000 }).then(
          () => true,
          () => false,
        );
        // A row named type: the section's kind, described in the schema's words.
        if (
          !found ||
          (await rows
            .locator('td')
            .filter({ hasText: /^type$/ })
            .count()) === 0
        )
          errors.push('the args table has no schema field rows');
      }
    } catch {
      errors.push('no args table within 15 s');
    }
    const label = `${entry.title} › Docs (${entry.id})`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
  return failures;
}

/**
 * The Storybook in `outDir`, built from the page files in `pages`: every story (but with
 * --skip-stories) and docs page in the preview.
 */
export async function projectRun(
  browser: Browser,
  {
    outDir,
    pages,
    extremesOnly,
    skipStories,
  }: { outDir: string; pages: string; extremesOnly: boolean; skipStories: boolean },
): Promise<string[]> {
  const entries = await readIndex(outDir);
  const stories = entries.filter((entry) => entry.type === 'story');
  const docs = entries.filter((entry) => entry.type === 'docs');
  const sectionsWithoutDocs = stories
    .filter((story) => story.title.startsWith('Sections/'))
    .map((story) => story.title)
    .filter((title, i, titles) => titles.indexOf(title) === i)
    .filter((title) => !docs.some((entry) => entry.title === title));
  const failures: string[] = [
    ...(await sectionFoldersWithoutStories(stories)).map(
      (folder) => `section ${folder} has no stories`,
    ),
    ...(await pageStoryCountProblem(stories, pages)),
    ...sectionsWithoutDocs.map((title) => `${title} has no docs page`),
  ];
  const { server, base } = await serve(outDir);
  const started = performance.now();
  try {
    const shares = dealt(stories, WORKERS);
    const extremes = stories.filter((story) => /--(longest|shortest)-text$/.test(story.id));
    if (extremes.length < 2 * sectionTypes(stories))
      failures.push(
        `${extremes.length} extreme stories for ${sectionTypes(stories)} section types`,
      );
    for (const found of await Promise.all(
      extremesOnly
        ? [checkExtremes(browser, base, extremes)]
        : [
            ...(skipStories ? [] : shares.map((share) => checkStories(browser, base, share))),
            checkDocs(browser, base, docs),
            checkExtremes(browser, base, extremes),
          ],
    ))
      failures.push(...found);
  } finally {
    server.close();
  }
  console.log(
    `${skipStories ? 0 : stories.length} stories and ${docs.length} docs pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return failures;
}
