/**
 * The brand fonts never swap into a painted page. The first page a browser opens stays in the
 * metric-matched fallbacks and fetches the font files once it has painted; every page after it
 * is painted in the brand fonts from its first frame. Nothing moves on either page (CLS exactly
 * 0). The rendered face is read from Chromium itself (CSS.getPlatformFontsForNode), so the test
 * checks the glyphs a visitor sees, not a declared font stack.
 */
import type { Page } from '@playwright/test';
import { appReady, expect, test } from '../support/e2e/fixtures.ts';

/** A layout shift as recorded in the page: its score, and each moved element with its boxes. */
interface Shift {
  value: number;
  moved: string[];
}
interface ShiftWatch {
  shifts: Shift[];
}

/** Records every layout shift not caused by input, naming what moved, for the failure message. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as ShiftWatch;
    w.shifts = [];
    const box = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.shifts.push({
          value: entry.value,
          moved: entry.sources.map(
            (source) =>
              `${(source.node as Element | null)?.outerHTML?.slice(0, 120) ?? source.node?.nodeName}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The font families Chromium drew an element's own text with. */
async function renderedFamilies(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Two frames, so any shift of the last layout has been recorded. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as ShiftWatch).shifts);

for (const width of [390, 1440]) {
  test(`at ${width} px the first page stays in its fallbacks and the next is painted in the brand fonts; nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await watchLayoutShifts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appReady(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('brand-fonts')))
      .toMatch(/\.woff2/);
    // Each file was asked for once, and only after the first contentful paint.
    const timing = await page.evaluate(() => ({
      contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      fontsAskedAt: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fontsAskedAt).toHaveLength(3);
    for (const askedAt of timing.fontsAskedAt)
      expect(askedAt).toBeGreaterThanOrEqual(timing.contentfulPaint);
    await settle(page);
    expect(await renderedFamilies(page, 'h1'), 'the first page keeps its fallback').not.toContain(
      'Fraunces',
    );
    const brandFaces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .map((face) => face.family.replaceAll('"', ''))
          .filter((family) => !family.includes('Fallback')),
      );
    expect(await brandFaces(), 'no brand face was added to it').toEqual([]);
    expect(await layoutShifts(page)).toEqual([]);

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await settle(page);
    expect(await renderedFamilies(page, 'h1')).toEqual([expect.stringMatching(/^Fraunces/)]);
    expect(await renderedFamilies(page, 'main p')).toEqual([
      expect.stringMatching(/^Source Sans 3/),
    ]);
    expect(await layoutShifts(page)).toEqual([]);
    // From the browser's cache: nothing of them came over the network again.
    const refetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(refetched.filter((bytes) => bytes > 0)).toEqual([]);
  });
}
