/**
 * Lighthouse user flows on the system Chromium: one flow measures a page's first visit (fresh
 * browser context, storage and cache reset, so the splash shows) and then its later visit (same
 * tab, nothing reset, so sessionStorage says the splash was seen and the cache is warm).
 * Mobile form factor and simulated throttling: Lighthouse's defaults, so no config is passed.
 */
import { writeFile } from 'node:fs/promises';
import { generateReport, startFlow, type Result } from 'lighthouse';
import { launch, type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, resolveChromium } from '../chromium.ts';
import { failedSample, sampleFromLhr, type Sample } from './lhr-sample.ts';
import type { Visit } from './report.ts';

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

/**
 * Both visits of one page; a visit Lighthouse could not measure carries the error instead.
 * With reportFile, also writes Lighthouse's HTML report of the flow there.
 */
export async function measureVisits(
  browser: Browser,
  url: string,
  jsGzipBytes: (lhr: Result) => Promise<number | null>,
  reportFile?: string,
): Promise<Record<Visit, Sample>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const flow = await startFlow(page);
    await flow.navigate(url, { name: 'first visit', disableStorageReset: false });
    await flow.navigate(url, { name: 'later visit', disableStorageReset: true });
    const flowResult = await flow.createFlowResult();
    if (reportFile) await writeFile(reportFile, generateReport(flowResult, 'html'));
    const { steps } = flowResult;
    const sample = async (lhr: Result | undefined) =>
      lhr ? sampleFromLhr(lhr, await jsGzipBytes(lhr)) : failedSample('no Lighthouse result');
    return { first: await sample(steps[0]?.lhr), later: await sample(steps[1]?.lhr) };
  } catch (error) {
    const failed = failedSample(message(error));
    return { first: failed, later: failed };
  } finally {
    await context.close().catch(() => {});
  }
}
