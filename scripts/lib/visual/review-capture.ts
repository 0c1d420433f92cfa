/**
 * The review's pictures: each changed live page whole, at 390 and 1440 px, as the base commit
 * shows it and as it is now, compared, with where they differ boxed.
 */
import type { Browser, Page } from '@playwright/test';
import type { PageInSite } from '../../../src/shared/listings.ts';
import { captureWholePage, openVisualPage, VIEWPORTS, type Viewport } from './capture.ts';
import { comparePngs } from './compare.ts';
import { boxed, changedRegions, inBefore } from './regions.ts';
import type { ReviewedPage } from './review-pages.ts';
import type { ReviewEntry } from './review.ts';
import { dealt } from './storybook.ts';

interface Job {
  page: ReviewedPage;
  viewport: Viewport;
}

/** A page as a person names it: its listing's label, else its title before the site's name. */
const pageName = ({ page }: PageInSite) => page.listing?.label ?? page.meta.title.split(' | ')[0]!;

async function picture(tab: Page, version: PageInSite | undefined) {
  if (!version) return undefined;
  const shot = await captureWholePage(tab, version);
  if ('error' in shot) throw new Error(shot.error);
  return shot.png;
}

async function reviewJob(tab: Page, { page, viewport }: Job): Promise<ReviewEntry> {
  const entry = {
    label: `${pageName((page.after ?? page.before)!)} (${page.file}) at ${viewport.width} px`,
    file: `${page.file
      .replace(/^pages-json\//, '')
      .replace(/\.json$/, '')
      .replaceAll('/', '-')}@${viewport.width}.png`,
    kind: page.kind,
    firstScreen: viewport.height,
  } satisfies ReviewEntry;
  try {
    const [before, after] = [await picture(tab, page.before), await picture(tab, page.after)];
    if (!before || !after) return { ...entry, before, after };
    const result = comparePngs(before, after);
    if (result.matches) return { ...entry, kind: 'same', after };
    const regions = changedRegions(before, after);
    return {
      ...entry,
      how: result.sizeChange ?? result.colourChange ?? `${result.differing} pixels differ`,
      regions,
      before: boxed(before, inBefore(regions)),
      after: boxed(after, regions),
      // Pixel by pixel, a page that grew differs everywhere below the change: no help to a reader.
      ...(result.sizeChange ? {} : { diff: boxed(result.diff!, regions) }),
    };
  } catch (error) {
    return { ...entry, problem: `no picture was taken: ${(error as Error).message}` };
  }
}

/** Pictures the pages, two side by side as the design pictures are; returns the review's entries. */
export async function pictureReview(
  browser: Browser,
  base: string,
  pages: readonly ReviewedPage[],
): Promise<ReviewEntry[]> {
  const jobs = VIEWPORTS.flatMap((viewport) => pages.map((page) => ({ page, viewport })));
  const entries: ReviewEntry[] = [];
  await Promise.all(
    dealt(jobs, 2).map(async (share) => {
      const tabs = new Map<number, Page>();
      try {
        for (const job of share) {
          const { width } = job.viewport;
          if (!tabs.has(width)) tabs.set(width, await openVisualPage(browser, base, job.viewport));
          entries.push(await reviewJob(tabs.get(width)!, job));
        }
      } finally {
        for (const tab of tabs.values()) await tab.context().close();
      }
    }),
  );
  return entries;
}
