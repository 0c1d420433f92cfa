/**
 * `npm run test:storybook`: builds Storybook once, into storybook-static/, from a copy of the page
 * files with a draft town (made by new:town's own code), a new fragment that the town uses and an
 * existing town's headline edited: Storybook must work with a draft present, and the section and
 * pinned stories the visual step pictures read no page file, so the visual step reuses the build.
 *
 * On it, it opens every story in Chromium and fails on a story that throws, logs an error, renders
 * nothing or has an axe violation of WCAG 2.0-2.2 A or AA. Also fails when a section type in the
 * registry has no story, and when the page stories are not one per page file, and when a
 * section's docs page lacks the schema's field descriptions. Then it opens every entry of the
 * sidebar in Storybook's own interface (the manager), as a designer would, failing when the
 * interface shows an error or an entry does not render, and the visual test's review of live
 * pages must pass and name both changed pages: an author's change never fails the design gate. `--drafts` runs only this second part,
 * `--extremes` only the extreme stories' check for horizontal scroll and clipped text, and
 * `--skip-stories` all but each story's own checks, which `npm test` has the visual test run on
 * its visit of the story (`test:visual -- --check-stories`).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, ensureChromium } from './lib/machine/chromium.ts';
import { argsOrExit } from './lib/args.ts';
import { draftContent } from './lib/storybook-smoke/draft-content.ts';
import { draftRun } from './lib/storybook-smoke/draft-run.ts';
import { projectRun } from './lib/storybook-smoke/project-run.ts';
import { root } from './lib/paths.ts';
import { buildStorybook } from './lib/visual/storybook.ts';

const { values: flags } = argsOrExit({
  options: {
    drafts: { type: 'boolean', default: false },
    extremes: { type: 'boolean', default: false },
    /** `npm test` leaves each story's own checks to its visual step, which shows every story. */
    'skip-stories': { type: 'boolean', default: false },
  },
});
const { drafts: draftsOnly, extremes: extremesOnly, 'skip-stories': skipStories } = flags;

const outDir = path.join(root, 'storybook-static');
const pages = await draftContent();
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
const failures: string[] = [];
try {
  buildStorybook(outDir, pages);
  if (!draftsOnly)
    failures.push(...(await projectRun(browser, { outDir, pages, extremesOnly, skipStories })));
  if (!extremesOnly) failures.push(...(await draftRun(browser, { out: outDir, pages })));
} finally {
  await browser.close();
  await rm(path.dirname(pages), { recursive: true, force: true });
}

if (failures.length) {
  for (const failure of failures) console.error(`  ✘ ${failure}`);
  console.log(`Storybook smoke: ${failures.length} failed`);
  process.exit(1);
}
console.log('Storybook smoke: all stories, docs pages and sidebar entries passed');
