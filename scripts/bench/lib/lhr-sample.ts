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
  /** Scripts of a first visit plus 8 s without input (script-probe.ts); null on other visits. */
  jsGzipBytes: number | null;
  transferBytes: number | null;
  /** Lighthouse's main-thread breakdown, ms, scaled as it scales them under simulated throttling. */
  mainThread: MainThread | null;
  /** Why some or all of the values are missing (e.g. Lighthouse's NO_FCP). */
  errors: string[];
}

export interface MainThread {
  /** Script evaluation plus parse and compile. */
  script: number;
  styleLayout: number;
  /** Paint, composite and render. */
  rendering: number;
  /** HTML parsing, garbage collection and Lighthouse's own "other". */
  other: number;
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
  mainThread: null,
  errors: [error],
});

const MAIN_THREAD_GROUPS: Record<string, keyof MainThread> = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'script',
  styleLayout: 'styleLayout',
  paintCompositeRender: 'rendering',
};

/** The mainthread-work-breakdown audit, its task groups folded into four kinds. */
export function mainThreadBreakdown(lhr: Result): MainThread | null {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  if (details?.type !== 'table') return null;
  const breakdown: MainThread = { script: 0, styleLayout: 0, rendering: 0, other: 0 };
  for (const item of details.items as unknown as { group: string; duration: number }[]) {
    breakdown[MAIN_THREAD_GROUPS[item.group] ?? 'other'] += item.duration;
  }
  return breakdown;
}

/** jsGzipBytes is left null: the script probe measures it apart from Lighthouse. */
export function sampleFromLhr(lhr: Result): Sample {
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
    jsGzipBytes: null,
    transferBytes: audit('total-byte-weight'),
    mainThread: mainThreadBreakdown(lhr),
    errors: [...errors],
  };
}
