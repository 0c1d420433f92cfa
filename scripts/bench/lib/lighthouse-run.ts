/**
 * Lighthouse user flows on the system Chromium, mobile form factor and simulated throttling
 * (Lighthouse's defaults, so no config is passed). Three visits of a page:
 * - first: a fresh browser context, storage and cache reset, so the splash plays;
 * - later: the next page load in the same tab, nothing reset, so the scripts come from the
 *   cache and sessionStorage says the splash has played (src/shared/splashTiming.ts);
 * - cold: a fresh context that prefers reduced motion, so no splash, with an empty cache.
 * After each visit the page is asked whether it was set up as meant; a mismatch is an error.
 */
import { writeFile } from 'node:fs/promises';
import { generateReport, startFlow, type FlowResult } from 'lighthouse';
import { launch, type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, resolveChromium } from '../../lib/machine/chromium.ts';
import { failedSample, sampleFromLhr, type Sample } from './lhr-sample.ts';

export type Visit = 'first' | 'later' | 'cold';
export const VISITS: readonly Visit[] = ['first', 'later', 'cold'];

export async function launchChromium(): Promise<Browser> {
  const executablePath = resolveChromium();
  if (!executablePath) throw new Error('No Chromium found; install one or set CHROMIUM_PATH.');
  return launch({
    executablePath,
    // puppeteer-core adds its own --headless for `headless: true`.
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    headless: true,
    // Lighthouse emulates the phone screen itself.
    defaultViewport: null,
  });
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface PageState {
  splashSkipped: boolean;
  reducedMotion: boolean;
}

const pageState = (page: Page): Promise<PageState> =>
  page.evaluate(() => ({
    splashSkipped: document.documentElement.dataset.splash === 'skip',
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }));

/** What a visit's page must say; the splash's part only on the site (the bare page has none). */
function setupErrors(visit: Visit, state: PageState, isSite: boolean): string[] {
  const errors: string[] = [];
  if (state.reducedMotion !== (visit === 'cold'))
    errors.push(
      `${visit} visit: prefers-reduced-motion was ${state.reducedMotion ? '' : 'not '}set`,
    );
  if (isSite && visit !== 'cold' && state.splashSkipped !== (visit === 'later'))
    errors.push(
      `${visit} visit: the splash was ${state.splashSkipped ? 'skipped' : 'not skipped'}`,
    );
  return errors;
}

interface FlowStep {
  visit: Visit;
  /** Loaded without Lighthouse: the later visit's first page when the first visit is not measured. */
  unmeasured?: boolean;
}

async function runFlow(
  browser: Browser,
  url: string,
  steps: readonly FlowStep[],
  isSite: boolean,
  reportFile?: string,
): Promise<Partial<Record<Visit, Sample>>> {
  const measured = steps.filter((step) => !step.unmeasured);
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (steps.some((step) => step.visit === 'cold'))
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    const flow = await startFlow(page);
    const errors = new Map<Visit, string[]>();
    for (const { visit, unmeasured } of steps) {
      if (unmeasured) {
        await page.goto(url, { waitUntil: 'load' });
        continue;
      }
      const disableStorageReset = visit === 'later';
      await flow.navigate(url, { name: `${visit} visit`, disableStorageReset });
      errors.set(visit, setupErrors(visit, await pageState(page), isSite));
    }
    const flowResult: FlowResult = await flow.createFlowResult();
    if (reportFile) await writeFile(reportFile, generateReport(flowResult, 'html'));
    return Object.fromEntries(
      measured.map(({ visit }, i) => {
        const lhr = flowResult.steps[i]?.lhr;
        const sample = lhr ? sampleFromLhr(lhr) : failedSample('no Lighthouse result');
        return [visit, { ...sample, errors: [...sample.errors, ...(errors.get(visit) ?? [])] }];
      }),
    );
  } catch (error) {
    const failed = failedSample(message(error));
    return Object.fromEntries(measured.map(({ visit }) => [visit, failed]));
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * The asked visits of one page: first and later in one flow (one tab), cold in another.
 * With reportFile(flow), also writes Lighthouse's HTML report of each flow there.
 */
export async function measureVisits(
  browser: Browser,
  url: string,
  visits: readonly Visit[],
  isSite: boolean,
  reportFile?: (flow: 'session' | 'cold') => string | undefined,
): Promise<Partial<Record<Visit, Sample>>> {
  const session: FlowStep[] = [];
  if (visits.includes('later'))
    session.push({ visit: 'first', unmeasured: !visits.includes('first') }, { visit: 'later' });
  else if (visits.includes('first')) session.push({ visit: 'first' });
  return {
    ...(session.length && (await runFlow(browser, url, session, isSite, reportFile?.('session')))),
    ...(visits.includes('cold') &&
      (await runFlow(browser, url, [{ visit: 'cold' }], isSite, reportFile?.('cold')))),
  };
}
