/** One row of the page benchmark: medians over runs of a route's visit under one condition. */
import type { MainThread, Sample } from './lhr-sample.ts';
import type { Visit } from './lighthouse-run.ts';

/** One run's pair of measurements: the site's page and its bare page, taken back to back. */
export interface Pair {
  site: Sample;
  bare: Sample;
}

/** What a row measures: a route's visit, idle or beside busy worker threads. */
export interface RowKey {
  route: string;
  visit: Visit;
  /** 'idle' or 'stress N'. */
  condition: string;
  stressed: boolean;
  /** Whether the page holds islands of its own, besides the frame's (header, overlay). */
  sectionIslands: boolean;
}

export interface Row extends RowKey {
  lcpMs: number | null;
  limitLcpMs: number | null;
  /** Median over runs of site LCP / bare LCP, each run's pair taken back to back. */
  lcpRatio: number | null;
  fcpMs: number | null;
  limitFcpMs: number | null;
  fcpRatio: number | null;
  tbtMs: number | null;
  /** The bare page's TBT and Performance score: how much of them this machine's load explains. */
  limitTbtMs: number | null;
  cls: number | null;
  perf: number | null;
  limitPerf: number | null;
  a11y: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** First visits only: see script-probe.ts. */
  jsGzipBytes: number | null;
  transferBytes: number | null;
  mainThread: MainThread | null;
  limitMainThread: MainThread | null;
  /** How many runs measured every value of the site's page without an error. */
  runs: number;
  errors: string[];
}

export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ratio = (site: number | null, bare: number | null) =>
  site === null || bare === null || bare === 0 ? null : site / bare;

/** Each kind's median on its own, so the four need not add up to one run's total. */
function medianBreakdown(samples: readonly (MainThread | null)[]): MainThread | null {
  const measured = samples.filter((sample): sample is MainThread => sample !== null);
  if (measured.length === 0) return null;
  const kind = (key: keyof MainThread) => median(measured.map((sample) => sample[key]))!;
  return {
    script: kind('script'),
    styleLayout: kind('styleLayout'),
    rendering: kind('rendering'),
    other: kind('other'),
  };
}

export function summarize(key: RowKey, pairs: readonly Pair[]): Row {
  const site = <K extends keyof Sample>(name: K) => pairs.map((pair) => pair.site[name]);
  const bare = <K extends keyof Sample>(name: K) => pairs.map((pair) => pair.bare[name]);
  const paired = (name: 'lcpMs' | 'fcpMs') =>
    median(pairs.map((pair) => ratio(pair.site[name], pair.bare[name])));
  const errors = pairs.flatMap(({ site, bare }) => [
    ...site.errors.map((error) => `site: ${error}`),
    ...bare.errors.map((error) => `bare: ${error}`),
  ]);
  return {
    ...key,
    lcpMs: median(site('lcpMs')),
    limitLcpMs: median(bare('lcpMs')),
    lcpRatio: paired('lcpMs'),
    fcpMs: median(site('fcpMs')),
    limitFcpMs: median(bare('fcpMs')),
    fcpRatio: paired('fcpMs'),
    tbtMs: median(site('tbtMs')),
    limitTbtMs: median(bare('tbtMs')),
    cls: median(site('cls')),
    perf: median(site('perf')),
    limitPerf: median(bare('perf')),
    a11y: median(site('a11y')),
    bestPractices: median(site('bestPractices')),
    seo: median(site('seo')),
    jsGzipBytes: median(site('jsGzipBytes')),
    transferBytes: median(site('transferBytes')),
    mainThread: medianBreakdown(site('mainThread')),
    limitMainThread: medianBreakdown(bare('mainThread')),
    runs: pairs.filter((pair) => pair.site.errors.length === 0).length,
    errors: [...new Set(errors)],
  };
}
