/**
 * Proof, on every run, that the comparison sees a change of layout and a change of colour: one
 * section story pictured as it is, then with its section's top padding one pixel larger, then
 * (padding restored) with its background a light grey instead of white, must count as different
 * each time. A tolerance loosened too far, or pictures that miss the story, fail here.
 */
import type { Browser, Page } from '@playwright/test';
import { capture, openVisualPage, shoot, STORY_HEIGHT, VIEWPORTS } from './capture.ts';
import { comparePngs } from './compare.ts';
import { storyLabel, type IndexEntry } from './storybook.ts';

/** The story's outermost visible element (the section), changed by `change`; its tag name. */
const changeSection = (change: string) => `(() => {
  const section = [...document.querySelectorAll('#storybook-root *')].find(
    (element) => element.getBoundingClientRect().height > 0,
  );
  ${change}
  return section.tagName.toLowerCase();
})()`;

const CHANGES = [
  {
    name: 'padding check: 1 px more',
    script: changeSection(
      `section.style.paddingTop = parseFloat(getComputedStyle(section).paddingTop) + 1 + 'px';`,
    ),
  },
  {
    name: 'colour check: a light grey background (#eee)',
    script: changeSection(`section.style.paddingTop = ''; section.style.background = '#eee';`),
  },
];

async function seenAsChange(page: Page, story: IndexEntry, before: Buffer): Promise<string[]> {
  const failures: string[] = [];
  for (const { name, script } of CHANGES) {
    const element = (await page.evaluate(script)) as string;
    const result = comparePngs(before, await shoot(page, STORY_HEIGHT));
    const seen = result.sizeChange ?? result.colourChange ?? `${result.differing} pixels differ`;
    console.log(`  ${name} on the <${element}> of ${storyLabel(story)}: ${seen}`);
    if (result.matches)
      failures.push(
        `${name} in ${storyLabel(story)} passes the comparison (${seen}); the tolerance is too loose`,
      );
  }
  return failures;
}

export async function changeChecks(
  browser: Browser,
  base: string,
  story: IndexEntry,
): Promise<string[]> {
  const page = await openVisualPage(browser, base, VIEWPORTS[0]);
  try {
    const before = await capture(page, story);
    if ('error' in before) return [`padding check, ${storyLabel(story)}: ${before.error}`];
    return await seenAsChange(page, story, before.png);
  } finally {
    await page.context().close();
  }
}
