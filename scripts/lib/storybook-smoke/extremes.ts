/**
 * The extreme stories' check (`npm run test:storybook -- --extremes`): no horizontal scroll and no
 * clipped text with the longest and shortest text each schema allows.
 */
import type { Browser } from '@playwright/test';
import { openPreview, showStory, type IndexEntry } from '../visual/storybook.ts';

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
export async function checkExtremes(
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
