/**
 * `npm run test:storybook`: builds Storybook, then opens every story in Chromium and fails on
 * a story that throws, logs an error, renders nothing or has an axe violation of WCAG 2.0-2.2 A
 * or AA. Also fails when a section type in the registry has no story, and when the page stories
 * are not one per page file, and when a section's docs page lacks the schema's field descriptions.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { WCAG_TAGS } from '../tests/support/wcag.ts';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/chromium.ts';
import { readContent } from './lib/content-files.ts';
import { pagesDir, root } from './lib/paths.ts';

const outDir = path.join(root, 'storybook-static');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

function buildStorybook() {
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', outDir], {
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function sectionFoldersWithoutStories(stories: IndexEntry[]): Promise<string[]> {
  const registry = await readFile(path.join(root, 'src/sections/registry.ts'), 'utf8');
  const folders = [...registry.matchAll(/from '\.\/(\w+)\/\1\.tsx'/g)].map((m) => m[1]!);
  return folders.filter(
    (folder) => !stories.some((s) => s.importPath.includes(`/sections/${folder}/`)),
  );
}

/**
 * What axe finds in the story (not in Storybook's own page around it), as rule and target. CSS
 * animations are first moved to their end, so colours are judged as they settle.
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation has no end to move to; it is left running.
      }
    }
  });
  const { violations } = await new AxeBuilder({ page })
    // Only violations are reported, so axe need not detail what passed. (Set before withTags,
    // which adds to these options.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .include('#storybook-root')
    // Legacy mode runs axe in the page itself, without opening a blank page for every run.
    .setLegacyMode()
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `axe ${violation.id} at ${node.target.join(' ')}`),
  );
}

/** What Storybook's render events carry: an exception's message or an error's description. */
type RenderPayload = { message?: string; description?: string } | undefined;
type RenderListener = (payload: RenderPayload) => void;

interface StorybookWindow {
  __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: RenderListener): void;
    off(event: string, listener: RenderListener): void;
    emit(event: string, payload: unknown): void;
  };
}

/**
 * Shows a story in the loaded preview; resolves with what went wrong, if anything did. (No
 * named functions inside: tsx would wrap them in a helper the browser does not have.)
 */
function showStory(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        // Finished, not just rendered: Storybook reloads the page when a story is left pending.
        const events = ['storyFinished', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners: [string, RenderListener][] = [];
        const stuck = setTimeout(() => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve('did not finish rendering within 15 s');
        }, 15_000);
        for (const event of events) {
          listeners.push([
            event,
            (payload) => {
              for (const [name, listener] of listeners) channel.off(name, listener);
              clearTimeout(stuck);
              if (event === 'storyFinished') resolve(undefined);
              else if (event === 'storyMissing') resolve('missing from the build');
              else resolve(`${event}: ${payload?.message ?? payload?.description}`);
            },
          ]);
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/** Page stories are made from the page files: one per page, drafts included (see main.ts). */
async function pageStoryCountProblem(stories: IndexEntry[]): Promise<string[]> {
  const pageStories = stories.filter((story) => story.title.startsWith('Pages/')).length;
  const { pages } = await readContent(pagesDir, { drafts: true });
  if (pageStories === pages.length) return [];
  return [`${pageStories} page stories for ${pages.length} page files in pages-json/`];
}

const buildStarted = performance.now();
buildStorybook();
console.log(`Storybook built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);
const index = JSON.parse(await readFile(path.join(outDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const missing = await sectionFoldersWithoutStories(stories);
const countProblems = await pageStoryCountProblem(stories);
const sectionsWithoutDocs = stories
  .filter((story) => story.title.startsWith('Sections/'))
  .map((story) => story.title)
  .filter((title, i, titles) => titles.indexOf(title) === i)
  .filter((title) => !docs.some((entry) => entry.title === title));

const server = createServer(sirv(outDir, { dev: true }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const failures: string[] = [
  ...missing.map((folder) => `section ${folder} has no stories`),
  ...countProblems,
  ...sectionsWithoutDocs.map((title) => `${title} has no docs page`),
];
/**
 * Opens the preview once and shows it each story in turn, as Storybook's own test runner does;
 * returns what failed. The accessibility addon's axe run is turned off (`a11y.manual`): this test
 * runs axe itself.
 */
async function checkStories(browser: Browser, stories: IndexEntry[]): Promise<string[]> {
  const failures: string[] = [];
  const page = await (await browser.newContext()).newPage();
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      errors.push(msg.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} for ${response.url()}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}/iframe.html?globals=a11y.manual:!true`);
  await page.evaluate(() => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__.ready());
  for (const story of stories) {
    errors = [];
    const renderError = await showStory(page, story.id);
    if (renderError) errors.push(renderError);
    else if ((await page.locator('#storybook-root > *').count()) === 0)
      errors.push('rendered nothing');
    else errors.push(...(await axeViolations(page)));
    const label = `${story.title} › ${story.name} (${story.id})`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
  return failures;
}

/**
 * Every docs page (autodocs) shows an args table; a section's has the schema's field rows, which
 * sectionSchemas.ts adds under "section fields": without them the table would say nothing an
 * author could use.
 */
async function checkDocs(browser: Browser, docs: IndexEntry[]): Promise<string[]> {
  const failures: string[] = [];
  const page = await (await browser.newContext()).newPage();
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const entry of docs) {
    errors = [];
    await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${entry.id}&viewMode=docs`);
    const table = page.locator('.docblock-argstable').first();
    try {
      await table.waitFor({ timeout: 15_000 });
      const text = (await table.textContent()) ?? '';
      const isSection = entry.title.startsWith('Sections/');
      if (isSection && (!/section fields/i.test(text) || !text.includes('section.type')))
        errors.push('the args table has no schema field rows');
    } catch {
      errors.push('no args table within 15 s');
    }
    const label = `${entry.title} › Docs (${entry.id})`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
  return failures;
}

// Two previews side by side use both cores: axe is most of the time, and it runs in each page.
const WORKERS = 2;
const started = performance.now();
try {
  const shares = Array.from({ length: WORKERS }, (_, worker) =>
    stories.filter((_story, i) => i % WORKERS === worker),
  );
  const checks = shares.map((share) => checkStories(browser, share));
  for (const found of await Promise.all([...checks, checkDocs(browser, docs)]))
    failures.push(...found);
} finally {
  await browser.close();
  server.close();
}

console.log(
  `${stories.length} stories and ${docs.length} docs pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (failures.length) {
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  const checked = stories.length + docs.length;
  console.log(`stories and docs: ${checked - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
}
console.log(`stories and docs: ${stories.length + docs.length} passed, 0 failed`);
