/** The first page of a fresh session, as a visitor from a search result meets it. */
import type { Page } from '@playwright/test';
import { expect, holdAnimations, releaseAnimations } from './fixtures.ts';
import {
  clippedLabels,
  finishSplash,
  fixedUiReport,
  scrollInstantly,
  type FixedUiReport,
} from './staysOnScreen.ts';

/** Phones get the mobile bottom bar (under this width); wider screens do not. */
const PHONE_MAX_WIDTH = 767;

/**
 * Opens `url` as the first page of the session (the test must use `skipSplash: false`), checks
 * that the splash is playing, and plays it to its end at once. The animations are held from the
 * first frame, so the splash is still there to check however slow the machine is.
 */
export async function openWithSplash(page: Page, url: string): Promise<void> {
  await holdAnimations(page);
  await page.goto(url);
  expect(await page.evaluate(finishSplash), 'the splash plays on the first page').toBe(true);
  await releaseAnimations(page);
}

/** The report as the test states it: the bar's bottom (phones only) rounded to whole pixels. */
const onScreen = (report: FixedUiReport, phone: boolean) => ({
  headerTop: report.headerTop,
  barBottom: phone && report.barBottom !== null ? Math.round(report.barBottom) : null,
  trapped: report.trapped,
});

/**
 * Scrolled 2000 px down and then to the end: the header's top is at 0, on phones the
 * mobile bottom bar touches the bottom of the screen, and no box around a fixed element has a
 * transform, filter, perspective, containment or will-change.
 */
export async function expectFixedUiInPlace(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const phone = width <= PHONE_MAX_WIDTH;
  for (const to of [2000, 'end'] as const) {
    await page.evaluate(scrollInstantly, to);
    // The bar slides in over a quarter second: wait for it to arrive, never for a fixed time.
    await expect
      .poll(async () => onScreen(await page.evaluate(fixedUiReport), phone), {
        message: `header, mobile bottom bar and fixed elements scrolled to ${to}`,
      })
      .toEqual({ headerTop: 0, barBottom: phone ? height : null, trapped: [] });
  }
}

/** At each width, no button or link has its label cut off or named apart from its words. */
export async function expectNoClippedLabels(page: Page, widths: readonly number[]): Promise<void> {
  const { height } = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(clippedLabels), `labels cut off at ${width} px`).toEqual([]);
  }
}
