/**
 * The smoke test's second part (`npm run test:storybook -- --drafts`): on the Storybook built from
 * a copy of the page files with a draft town and a fragment, its interface clicked through, a
 * section's Controls used, and the visual review of live pages run on it.
 */
import type { Browser } from '@playwright/test';
import { readIndex, serve } from '../visual/storybook.ts';
import { draftReview } from './draft-content.ts';
import { checkManager, isOpened, managerErrors } from './manager.ts';

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

/**
 * The Storybook in `out`, built from `pages` (draftContent's copy, with a draft town and a
 * fragment): the whole interface, clicked through, and the visual review of that build.
 */
export async function draftRun(
  browser: Browser,
  { out, pages }: { out: string; pages: string },
): Promise<string[]> {
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
}
