/** Medians, ratios to the bare page, the targets of issue 11 and the printed tables. */
import type { Sample } from './lhr-sample.ts';

export type Visit = 'first' | 'later';

/** One run's pair of measurements: the site's page and its bare page, taken back to back. */
export interface Pair {
  site: Sample;
  bare: Sample;
}

export interface Row {
  route: string;
  visit: Visit;
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
  jsGzipBytes: number | null;
  transferBytes: number | null;
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

export function summarize(route: string, visit: Visit, pairs: readonly Pair[]): Row {
  const site = <K extends keyof Sample>(key: K) => pairs.map((pair) => pair.site[key]);
  const bare = <K extends keyof Sample>(key: K) => pairs.map((pair) => pair.bare[key]);
  const errors = pairs.flatMap(({ site, bare }) => [
    ...site.errors.map((error) => `site: ${error}`),
    ...bare.errors.map((error) => `bare: ${error}`),
  ]);
  return {
    route,
    visit,
    lcpMs: median(site('lcpMs')),
    limitLcpMs: median(bare('lcpMs')),
    lcpRatio: median(pairs.map((pair) => ratio(pair.site.lcpMs, pair.bare.lcpMs))),
    fcpMs: median(site('fcpMs')),
    limitFcpMs: median(bare('fcpMs')),
    fcpRatio: median(pairs.map((pair) => ratio(pair.site.fcpMs, pair.bare.fcpMs))),
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
    runs: pairs.filter((pair) => pair.site.errors.length === 0).length,
    errors: [...new Set(errors)],
  };
}

interface Target {
  label: string;
  visits: readonly Visit[];
  value: (row: Row) => number | null;
  met: (value: number) => boolean;
}

/** KB as in the issue: 1000 bytes, the unit Vite's build report uses. */
export const JS_BUDGET_BYTES = 130_000;

export const TARGETS: readonly Target[] = [
  { label: 'LCP ≤ 1.10× bare', visits: ['later'], value: (r) => r.lcpRatio, met: (v) => v <= 1.1 },
  {
    label: 'FCP ≤ 1.05× bare',
    visits: ['first', 'later'],
    value: (r) => r.fcpRatio,
    met: (v) => v <= 1.05,
  },
  { label: 'LCP ≤ 2700 ms', visits: ['first'], value: (r) => r.lcpMs, met: (v) => v <= 2700 },
  { label: 'TBT ≤ 50 ms', visits: ['later'], value: (r) => r.tbtMs, met: (v) => v <= 50 },
  { label: 'CLS 0', visits: ['later'], value: (r) => r.cls, met: (v) => v === 0 },
  { label: 'Perf ≥ 98', visits: ['later'], value: (r) => r.perf, met: (v) => v >= 98 },
  { label: 'A11y 100', visits: ['later'], value: (r) => r.a11y, met: (v) => v === 100 },
  { label: 'BP 100', visits: ['later'], value: (r) => r.bestPractices, met: (v) => v === 100 },
  { label: 'SEO 100', visits: ['later'], value: (r) => r.seo, met: (v) => v === 100 },
  {
    label: 'JS ≤ 130 kB gz',
    visits: ['first'],
    value: (r) => r.jsGzipBytes,
    met: (v) => v <= JS_BUDGET_BYTES,
  },
];

export type Verdict = 'pass' | 'FAIL' | 'no value' | '';

/** '' when the target does not apply to this visit; 'no value' when the run could not measure it. */
export function verdict(target: Target, row: Row): Verdict {
  if (!target.visits.includes(row.visit)) return '';
  const value = target.value(row);
  if (value === null) return 'no value';
  return target.met(value) ? 'pass' : 'FAIL';
}

export function missedTargets(rows: readonly Row[]): string[] {
  return rows.flatMap((row) =>
    TARGETS.filter((target) => ['FAIL', 'no value'].includes(verdict(target, row))).map(
      (target) => `${row.route} ${row.visit}: ${target.label} (${verdict(target, row)})`,
    ),
  );
}

const fixed = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));
const kilobytes = (bytes: number | null) => fixed(bytes === null ? null : bytes / 1000, 1);

export function formatTable(
  header: readonly string[],
  body: readonly (readonly string[])[],
): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...body.map((row) => row[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

export function metricsTable(rows: readonly Row[]): string {
  return formatTable(
    [
      'route',
      'visit',
      'LCP ms',
      'bare LCP',
      'LCP ×',
      'FCP ms',
      'bare FCP',
      'FCP ×',
      'TBT ms',
      'bare TBT',
      'CLS',
      'Perf',
      'bare Perf',
      'A11y',
      'BP',
      'SEO',
      'JS kB gz',
      'transfer kB',
      'runs',
    ],
    rows.map((r) => [
      r.route,
      r.visit,
      fixed(r.lcpMs),
      fixed(r.limitLcpMs),
      fixed(r.lcpRatio, 2),
      fixed(r.fcpMs),
      fixed(r.limitFcpMs),
      fixed(r.fcpRatio, 2),
      fixed(r.tbtMs),
      fixed(r.limitTbtMs),
      fixed(r.cls, 3),
      fixed(r.perf),
      fixed(r.limitPerf),
      fixed(r.a11y),
      fixed(r.bestPractices),
      fixed(r.seo),
      kilobytes(r.jsGzipBytes),
      kilobytes(r.transferBytes),
      String(r.runs),
    ]),
  );
}

export function targetsTable(rows: readonly Row[]): string {
  return formatTable(
    ['route', 'visit', ...TARGETS.map((target) => target.label)],
    rows.map((row) => [row.route, row.visit, ...TARGETS.map((target) => verdict(target, row))]),
  );
}
