/**
 * Proof, on every run, that the comparison sees a layout change: one section story pictured as
 * it is and again with its section's top padding one pixel larger must count as different. A
 * tolerance loosened too far, or pictures that miss the story, fail here.
 */
import type { Browser } from '@playwright/test';
import { capture, maxHeight, openVisualPage, shoot, VIEWPORTS } from './capture.ts';
import { comparePngs } from './compare.ts';
import { storyLabel, type IndexEntry } from './storybook.ts';

/** One pixel more top padding on the story's outermost visible element (the section). */
const ADD_ONE_PIXEL = `(() => {
  const section = [...document.querySelectorAll('#storybook-root *')].find(
    (element) => element.getBoundingClientRect().height > 0,
  );
  section.style.paddingTop = parseFloat(getComputedStyle(section).paddingTop) + 1 + 'px';
  return section.tagName.toLowerCase();
})()`;

export async function paddingCanary(
  browser: Browser,
  base: string,
  story: IndexEntry,
): Promise<string[]> {
  const page = await openVisualPage(browser, base, VIEWPORTS[0]);
  try {
    const before = await capture(page, story, VIEWPORTS[0]);
    if ('error' in before) return [`padding check, ${storyLabel(story)}: ${before.error}`];
    const element = (await page.evaluate(ADD_ONE_PIXEL)) as string;
    const result = comparePngs(before.png, await shoot(page, maxHeight(story.title, VIEWPORTS[0])));
    const seen = result.sizeChange ?? `${result.differing} pixels differ`;
    console.log(`  padding check: 1 px more on the <${element}> of ${storyLabel(story)}: ${seen}`);
    if (result.matches)
      return [
        `padding check: a 1 px padding change in ${storyLabel(story)} passes the comparison (${seen}); the tolerance is too loose`,
      ];
    return [];
  } finally {
    await page.context().close();
  }
}
