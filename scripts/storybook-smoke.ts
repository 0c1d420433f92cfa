/**
 * `npm run test:storybook`: builds Storybook, then opens every story in Chromium and fails on
 * a story that throws, logs an error, renders nothing or has an axe violation of WCAG 2.0-2.2 A
 * or AA. Also fails when a section type in the registry has no story, and when the page stories
 * are not one per page file, and when a section's docs page lacks the schema's field descriptions.
 *
 * Then it runs once more on a copy of the page files with a draft town (made by new:town's own
 * code) and a new fragment that the town uses: it builds that Storybook and opens every entry of
 * the sidebar in Storybook's own interface (the manager), as a designer would, failing when the
 * interface shows an error or an entry does not render. On that build, with an existing town's
 * headline edited too, the visual test's review of live pages must pass and name both pages: an
 * author's change never fails the design gate. `--drafts` runs only this second part,
 * `--extremes` only the extreme stories' check for horizontal scroll and clipped text, and
 * `--skip-stories` all but each story's own checks, which `npm test` has the visual test run on
 * its visit of the story (`test:visual -- --check-stories`).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/machine/chromium.ts';
import { readContent } from '../content/node.ts';
import { createTown } from './lib/scaffold/new-town.ts';
import { pagesDir, root } from './lib/paths.ts';
import {
  buildStorybook,
  dealt,
  openPreview,
  readIndex,
  serve,
  setA11yManual,
  showStory,
  storyLabel,
  type IndexEntry,
  type RenderListener,
  type StorybookWindow,
} from './lib/visual/storybook.ts';
import { ErrorWatch, showAndCheck } from './lib/visual/story-checks.ts';
import { argsOrExit } from './lib/args.ts';

const outDir = path.join(root, 'storybook-static');
const { values: flags } = argsOrExit({
  options: {
    drafts: { type: 'boolean', default: false },
    extremes: { type: 'boolean', default: false },
    /** `npm test` leaves each story's own checks to its visual step, which shows every story. */
    'skip-stories': { type: 'boolean', default: false },
  },
});
const { drafts: draftsOnly, extremes: extremesOnly, 'skip-stories': skipStories } = flags;

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

/** Page stories are made from the page files: one per page, drafts included (see main.ts). */
async function pageStoryCountProblem(stories: IndexEntry[]): Promise<string[]> {
  const pageStories = stories.filter((story) => story.title.startsWith('Pages/')).length;
  const { pages } = await readContent(pagesDir, { drafts: true });
  if (pageStories === pages.length) return [];
  return [`${pageStories} page stories for ${pages.length} page files in pages-json/`];
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

/** The widths the extreme stories are measured at: a small phone, a common phone, a desktop. */
const EXTREME_WIDTHS = [320, 390, 1440];

/**
 * Horizontal scroll and clipped text in the story, as the page's own code sees them: the page
 * wider than the window, and any box holding text whose content is wider than the box (cut off
 * by overflow: hidden or an ellipsis, like a "Call" button reading "Cal", or spilling out of it).
 * Boxes of 1 px or less (text for screen readers only) and hidden ones are left out. Plain
 * JavaScript in a string, so tsx adds no helper the browser lacks.
 */
const MEASURE_OVERFLOW = `(() => {
  const problems = [];
  const page = document.scrollingElement;
  if (page.scrollWidth > page.clientWidth + 1)
    problems.push('horizontal scroll: the page is ' + page.scrollWidth + ' px wide in a ' + page.clientWidth + ' px window');
  const root = document.querySelector('#storybook-root');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    let box = node.parentElement;
    while (box && box !== root && getComputedStyle(box).display === 'inline') box = box.parentElement;
    if (!box || seen.has(box)) continue;
    seen.add(box);
    const style = getComputedStyle(box);
    const rect = box.getBoundingClientRect();
    if (style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1 || box.clientWidth === 0) continue;
    if (box.scrollWidth > box.clientWidth + 1)
      problems.push('clipped text: <' + box.tagName.toLowerCase() + '> "' + box.textContent.trim().slice(0, 40) + '…" needs ' + box.scrollWidth + ' px in a ' + box.clientWidth + ' px box');
  }
  return problems;
})()`;

/**
 * Each extreme story (the longest and shortest text its schema allows, .storybook/extremes.ts) shown
 * once and measured at 320, 390 and 1440 px once the fonts are in: no horizontal scroll, no
 * clipped text.
 */
async function checkExtremes(
  browser: Browser,
  base: string,
  stories: IndexEntry[],
): Promise<string[]> {
  const failures: string[] = [];
  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  await openPreview(page, base);
  for (const story of stories) {
    const renderError = await showStory(page, story.id);
    const label = `${story.title} › ${story.name} (${story.id})`;
    if (renderError) {
      failures.push(`${label}: ${renderError}`);
      continue;
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const problems: string[] = [];
    for (const width of EXTREME_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize is laid out and painted before it is measured.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const problem of (await page.evaluate(MEASURE_OVERFLOW)) as string[])
        problems.push(`at ${width} px, ${problem}`);
    }
    if (problems.length) failures.push(`${label}: ${problems.join(' | ')}`);
    else console.log(`  ✔ ${label} at ${EXTREME_WIDTHS.join(', ')} px`);
  }
  return failures;
}

// Two pages side by side use both cores: axe is most of the time, and it runs in each page.
const WORKERS = 2;

/** The project as it is: every story (but with --skip-stories) and docs page in the preview. */
async function projectRun(browser: Browser): Promise<string[]> {
  buildStorybook(outDir);
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
    ...(await pageStoryCountProblem(stories)),
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

/** What the draft run adds to a copy of the page files: new:town's draft and a fragment it uses. */
const DRAFT_TOWN = { name: 'Smoke Hollow', slug: 'smoke-hollow', zip: '07999' };
/** An existing town whose headline the draft run edits, as an author would. */
const EDITED_TOWN = { file: 'towns/dover.json', name: 'Dover' };
const FRAGMENT = {
  name: 'smoke-closing',
  heading: 'A Fragment Only the Smoke Test Adds',
};

async function draftContent(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storybook-drafts-'));
  const pages = path.join(dir, 'pages-json');
  await cp(pagesDir, pages, { recursive: true });
  const town = await createTown(DRAFT_TOWN, pages);
  if (!town.created)
    throw new Error(`new:town refused the smoke test's town: ${town.reasons.join('; ')}`);
  await writeFile(
    path.join(pages, 'fragments', `${FRAGMENT.name}.json`),
    `${JSON.stringify({ type: 'callToAction', heading: FRAGMENT.heading, text: 'Written once, shown wherever a page names it.' }, null, 2)}\n`,
  );
  const townFile = path.join(pages, 'towns', `${DRAFT_TOWN.slug}.json`);
  const page = JSON.parse(await readFile(townFile, 'utf8')) as { sections: unknown[] };
  page.sections.push({ type: 'callToAction', fragment: FRAGMENT.name });
  await writeFile(townFile, `${JSON.stringify(page, null, 2)}\n`);
  const editedFile = path.join(pages, EDITED_TOWN.file);
  const edited = JSON.parse(await readFile(editedFile, 'utf8')) as {
    sections: { type: string; headline?: string }[];
  };
  const hero = edited.sections.find((section) => section.type === 'hero')!;
  hero.headline = `Painters Who Finish on the Day They Promise in ${EDITED_TOWN.name}`;
  await writeFile(editedFile, `${JSON.stringify(edited, null, 2)}\n`);
  return pages;
}

/**
 * The visual test on the draft build, live pages only: it must pass, and its review must show the
 * draft town as new and the edited town as changed.
 */
async function draftReview(storybook: string, pages: string): Promise<string[]> {
  const results = path.join(root, 'test-results/visual-drafts');
  // The copy is "now"; the base is the project's last commit, which has neither change.
  const run = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/visual.ts',
      '--storybook',
      storybook,
      '--pages',
      '--base',
      'HEAD',
      '--results',
      results,
    ],
    { stdio: 'inherit', env: { ...process.env, PAGES_DIR: pages } },
  );
  if (run.status !== 0)
    return [`the visual test failed on a draft town and an edited headline (exit ${run.status})`];
  const { entries } = JSON.parse(
    await readFile(path.join(results, 'review/review.json'), 'utf8'),
  ) as { entries: { label: string; kind: string }[] };
  const named = (kind: string, name: string) =>
    entries.some((entry) => entry.kind === kind && entry.label.includes(name));
  return [
    ...(named('new', DRAFT_TOWN.name)
      ? []
      : [`the visual review does not show the draft town ${DRAFT_TOWN.name} as a new page`]),
    ...(named('changed', EDITED_TOWN.name)
      ? []
      : [`the visual review does not show ${EDITED_TOWN.name}'s edited headline as a change`]),
  ];
}

/**
 * Which entries the draft run clicks: every page (a draft changes the lists on other pages too)
 * and the first story of every other component. The first run has shown every story already;
 * clicking all of them again would double the test's time for little more.
 */
function isOpened(entry: IndexEntry, _index: number, entries: IndexEntry[]): boolean {
  if (entry.title.startsWith('Pages/')) return true;
  return (
    entry.type === 'story' &&
    entries.find((other) => other.title === entry.title && other.type === 'story') === entry
  );
}

/** Every error the interface logged, for a failure that stops the sidebar check early. */
const managerErrors: string[] = [];

/** What Storybook's manager shows when its own interface has thrown. */
const MANAGER_CRASH = /Something went wrong/i;

/**
 * Whether the interface shows its crash text. A count, not the whole interface's innerText: that
 * read waits on a busy page and lays out all 228 sidebar entries, and timed out once under load.
 */
const crashShown = async (page: Page) => (await page.getByText(MANAGER_CRASH).count()) > 0;

/**
 * Opens Storybook's interface, expands every group of the sidebar (so every label is drawn) and
 * clicks the `clicked` entries in turn, waiting for the preview to show each. Fails on an error in
 * the interface (a label that throws blanks the whole sidebar), an entry of the index that the
 * sidebar does not list, an entry that does not render, the onboarding checklist, and a draft page
 * without its "draft" badge or without the fragment it uses.
 */
async function checkManagerPage(
  browser: Browser,
  base: string,
  entries: IndexEntry[],
  clicked: IndexEntry[],
): Promise<string[]> {
  const failures: string[] = [];
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  page.setDefaultTimeout(15_000);
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(msg.text().split('\n')[0]!);
      managerErrors.push(msg.text().split('\n')[0]!);
    }
  });
  // Start on an entry the loop does not click, so that every click renders something new.
  const first =
    entries.find((entry, i) => entry.type === 'story' && !isOpened(entry, i, entries)) ??
    entries[0]!;
  await page.goto(`${base}/?path=/story/${first.id}`);
  const sidebar = page.locator('#storybook-explorer-menu');
  await sidebar.waitFor();
  // Each entry's label is read with the list, at once: the interface may fold a group again as
  // the first story loads, and a label looked for afterwards may be gone. A group folded again
  // before the reading (one clean-clone run missed every page story) is expanded and read again.
  let listed = new Map<string | null, string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const expand of await page.locator('[data-action="expand-all"]').all())
      await expand.click();
    listed = new Map(
      await sidebar
        .locator('[data-item-id]')
        .evaluateAll((items) =>
          items.map((item) => [item.getAttribute('data-item-id'), item.textContent ?? ''] as const),
        ),
    );
    if (entries.every((entry) => listed.has(entry.id))) break;
    await page.waitForTimeout(1000);
  }
  if (errors.length) failures.push(`the sidebar, once expanded: ${errors.join(' | ')}`);
  if (await crashShown(page))
    failures.push('the interface shows "Something went wrong" once the sidebar is expanded');
  const unlisted = entries.filter((entry) => !listed.has(entry.id));
  if (unlisted.length)
    failures.push(`the sidebar does not list ${unlisted.map((entry) => entry.id).join(', ')}`);
  if (await page.getByText(/get started|onboarding/i).count())
    failures.push('the sidebar shows the onboarding checklist');
  const draftId = entries.find(
    (entry) => entry.title === 'Pages/Towns' && entry.name === DRAFT_TOWN.name,
  )?.id;
  const draftLabel = (draftId && listed.get(draftId)) || '';
  if (!/draft/i.test(draftLabel))
    failures.push(`the draft town ${DRAFT_TOWN.name} has no "draft" badge in the sidebar`);

  const frame = page.frame({ url: /\/iframe\.html/ });
  if (!frame) return [...failures, 'the interface has no preview frame'];
  // No axe run of the accessibility addon's after every click (2.5 s instead of 1 s a page
  // story): the first run checks every story with axe, and this run checks what a draft changes.
  await setA11yManual(frame);
  for (const entry of clicked) {
    errors = [];
    // The preview says when the entry has rendered (or failed to): listen, then click. (No named
    // functions inside: tsx would wrap them in a helper the page lacks.)
    await frame.evaluate(() => {
      const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
      const result = window as unknown as { smokeRendered?: string };
      delete result.smokeRendered;
      const events = ['storyFinished', 'docsRendered', 'storyErrored', 'storyThrewException'];
      const listeners: [string, RenderListener][] = [];
      for (const event of events) {
        listeners.push([
          event,
          (payload) => {
            for (const [name, registered] of listeners) channel.off(name, registered);
            result.smokeRendered =
              event === 'storyFinished' || event === 'docsRendered'
                ? ''
                : `${event}: ${payload?.message ?? payload?.description}`;
          },
        ]);
      }
      for (const [event, listener] of listeners) channel.on(event, listener);
    });
    // The interface may fold a group again as a story loads: unfold them all before the click.
    const item = sidebar.locator(`[data-item-id="${entry.id}"]`);
    if (!(await item.count()))
      for (const expand of await page.locator('[data-action="expand-all"]').all())
        await expand.click();
    await item.click();
    try {
      await frame.waitForFunction(
        () => (window as unknown as { smokeRendered?: string }).smokeRendered !== undefined,
        undefined,
        { timeout: 15_000, polling: 100 },
      );
      const problem = await frame.evaluate(
        () => (window as unknown as { smokeRendered?: string }).smokeRendered,
      );
      if (problem) errors.push(problem);
    } catch {
      errors.push('did not render within 15 s');
    }
    if (await crashShown(page)) errors.push('the interface shows "Something went wrong"');
    // The page's sections may still be loading when the story says it has finished.
    if (
      entry.id === draftId &&
      !(await frame
        .getByText(FRAGMENT.heading)
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .then(
          () => true,
          () => false,
        ))
    )
      errors.push(`the fragment ${FRAGMENT.name} that the page uses is not shown`);
    const label = `${storyLabel(entry)}, clicked in the sidebar`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
  return failures;
}

/**
 * The interface in two pages side by side (both cores), each clicking every other entry; each
 * checks the whole sidebar, so what both find is reported once.
 */
async function checkManager(
  browser: Browser,
  base: string,
  entries: IndexEntry[],
): Promise<string[]> {
  const found = await Promise.all(
    dealt(entries.filter(isOpened), WORKERS).map((clicked) =>
      checkManagerPage(browser, base, entries, clicked),
    ),
  );
  return [...new Set(found.flat())];
}

/**
 * A section story's Controls, used as a designer would: the hero's fields each have their own
 * control (a list of pictures for image.src), and a headline made too short shows the validator's
 * problem under the story.
 */
async function checkControls(browser: Browser, base: string): Promise<string[]> {
  const failures: string[] = [];
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  page.setDefaultTimeout(15_000);
  try {
    await page.goto(`${base}/?path=/story/sections-hero--fullscreen-with-image`);
    const picture = page.locator('[id="control-image.src"]');
    await picture.locator('option').nth(1).waitFor({ state: 'attached' });
    const pictures = await picture.locator('option').allTextContents();
    if (!pictures.includes('/Assets/art/hero-home.svg'))
      failures.push(
        `Controls: image.src offers ${pictures.length} pictures, not the files in public/Assets/`,
      );
    if (
      (await page.locator('#control-variant').evaluate((element) => element.tagName)) !== 'SELECT'
    )
      failures.push("Controls: variant is not a list of its schema's values");
    await page.locator('#control-headline').fill('A');
    const preview = page.frameLocator('#storybook-preview-iframe');
    const alert = preview.getByRole('alert');
    await alert.waitFor();
    const text = await alert.innerText();
    if (!/\/headline[\s\S]*too-short/.test(text))
      failures.push(
        `Controls: a one-letter headline shows "${text}", not the validator's [too-short]`,
      );
    // Under the story, where it does not push the section down from where it sits on a page.
    const section = await preview.locator('#storybook-root section').first().boundingBox();
    const panel = await alert.boundingBox();
    if (!section || !panel || panel.y < section.y + section.height - 1)
      failures.push("Controls: the validator's problems are not shown under the story");
  } catch (error) {
    failures.push(`Controls: ${(error as Error).message.split('\n')[0]}`);
  }
  return failures;
}

/** A copy of the page files with a draft town and a fragment: the whole interface, clicked through. */
async function draftRun(browser: Browser): Promise<string[]> {
  const pages = await draftContent();
  const out = path.join(path.dirname(pages), 'storybook-static');
  try {
    buildStorybook(out, pages);
    const entries = await readIndex(out);
    const { server, base } = await serve(out);
    const started = performance.now();
    try {
      const failures = [
        ...(await checkManager(browser, base, entries).catch((error: Error) => [
          `Storybook's interface: ${error.message.split('\n')[0]} (${managerErrors.join(' | ')})`,
        ])),
        ...(await checkControls(browser, base)),
      ];
      console.log(
        `${entries.length} sidebar entries listed, ${entries.filter(isOpened).length} clicked, with a draft town and a fragment, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return [...failures, ...(await draftReview(out, pages))];
    } finally {
      server.close();
    }
  } finally {
    await rm(path.dirname(pages), { recursive: true, force: true });
  }
}

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const failures: string[] = [];
try {
  if (!draftsOnly) failures.push(...(await projectRun(browser)));
  if (!extremesOnly) failures.push(...(await draftRun(browser)));
} finally {
  await browser.close();
}

if (failures.length) {
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  console.log(`Storybook smoke: ${failures.length} failed`);
  process.exit(1);
}
console.log('Storybook smoke: all stories, docs pages and sidebar entries passed');
