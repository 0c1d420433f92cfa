/** What the page benchmark keeps of one Lighthouse navigation. */
import type { Result } from 'lighthouse';

export interface Sample {
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Category scores, 0-100. */
  perf: number | null;
  a11y: number | null;
  bestPractices: number | null;
  seo: number | null;
  jsGzipBytes: number | null;
  transferBytes: number | null;
  /** Why some or all of the values are missing (e.g. Lighthouse's NO_FCP). */
  errors: string[];
}

/** A navigation that could not be measured at all. */
export const failedSample = (error: string): Sample => ({
  lcpMs: null,
  fcpMs: null,
  tbtMs: null,
  cls: null,
  perf: null,
  a11y: null,
  bestPractices: null,
  seo: null,
  jsGzipBytes: null,
  transferBytes: null,
  errors: [error],
});

export interface LoadedScript {
  url: string;
  transferSize: number;
}

interface NetworkRequest extends LoadedScript {
  resourceType?: string;
  finished?: boolean;
}

/**
 * Every script the page fetched while Lighthouse recorded the load (nothing is clicked, so this
 * is the JavaScript loaded before interaction); null when Lighthouse recorded no requests.
 */
export function loadedScripts(lhr: Result): LoadedScript[] | null {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return null;
  return (details.items as unknown as NetworkRequest[])
    .filter((request) => request.resourceType === 'Script' && request.finished !== false)
    .map(({ url, transferSize }) => ({ url, transferSize }));
}

export function sampleFromLhr(lhr: Result, jsGzipBytes: number | null): Sample {
  const errors = new Set<string>();
  if (lhr.runtimeError) errors.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const result = lhr.audits[id];
    if (result?.numericValue !== undefined) return result.numericValue;
    if (!lhr.runtimeError) errors.add(`${id}: ${result?.errorMessage ?? 'no value'}`);
    return null;
  };
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    perf: score('performance'),
    a11y: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsGzipBytes,
    transferBytes: audit('total-byte-weight'),
    errors: [...errors],
  };
}
