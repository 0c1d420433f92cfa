/** The page benchmark's markdown tables, ready to paste into docs/measurements.md. */
import type { MainThread } from './lhr-sample.ts';
import type { Row } from './report.ts';
import { FIRST_LCP_LIMIT_MS, TARGETS, verdict } from './targets.ts';

const fixed = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));
const kilobytes = (bytes: number | null) => fixed(bytes === null ? null : bytes / 1000, 1);
const signed = (value: number | null) =>
  value === null ? '-' : `${value > 0 ? '+' : ''}${Math.round(value)}`;
// A shift too small for three decimals still misses "CLS 0"; say so rather than print 0.000.
const clsText = (cls: number | null) =>
  cls !== null && cls > 0 && cls < 0.0005 ? '<0.001' : fixed(cls, 3);

/** Markdown with padded cells: the first `left` columns (names) to the left, numbers right. */
export function formatTable(
  header: readonly string[],
  body: readonly (readonly string[])[],
  left = 2,
): string {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...body.map((row) => row[i]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i < left ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

const KEY_COLUMNS = ['route', 'visit', 'condition'];
const key = (row: Row) => [row.route, row.visit, row.condition];

export function metricsTable(rows: readonly Row[]): string {
  return formatTable(
    [
      ...KEY_COLUMNS,
      'Perf',
      'bare Perf',
      'FCP ×',
      'LCP ×',
      'LCP ms',
      'bare LCP',
      `LCP − ${FIRST_LCP_LIMIT_MS}`,
      'TBT ms',
      'bare TBT',
      'CLS',
      'A11y',
      'BP',
      'SEO',
      'JS kB gz',
      'runs',
    ],
    rows.map((r) => [
      ...key(r),
      fixed(r.perf),
      fixed(r.limitPerf),
      fixed(r.fcpRatio, 2),
      fixed(r.lcpRatio, 2),
      fixed(r.lcpMs),
      fixed(r.limitLcpMs),
      r.visit === 'first' && r.lcpMs !== null ? signed(r.lcpMs - FIRST_LCP_LIMIT_MS) : '',
      fixed(r.tbtMs),
      fixed(r.limitTbtMs),
      clsText(r.cls),
      fixed(r.a11y),
      fixed(r.bestPractices),
      fixed(r.seo),
      r.visit === 'first' ? kilobytes(r.jsGzipBytes) : '',
      String(r.runs),
    ]),
    KEY_COLUMNS.length,
  );
}

/** A verdict per target and row, and a legend naming each column's target. */
export function targetsTable(rows: readonly Row[]): string {
  const table = formatTable(
    [...KEY_COLUMNS, ...TARGETS.map((target) => target.column)],
    rows.map((row) => [...key(row), ...TARGETS.map((target) => verdict(target, row))]),
    KEY_COLUMNS.length,
  );
  const legend = TARGETS.map((target) => `\`${target.column}\`: ${target.label}`).join('; ');
  return `${table}\n\n${legend}.`;
}

const KINDS: readonly [keyof MainThread, string][] = [
  ['script', 'script'],
  ['styleLayout', 'style & layout'],
  ['rendering', 'rendering'],
  ['other', 'other'],
];

export function mainThreadTable(rows: readonly Row[]): string {
  const cells = (breakdown: MainThread | null) =>
    KINDS.map(([kind]) => fixed(breakdown?.[kind] ?? null));
  return formatTable(
    [
      ...KEY_COLUMNS,
      ...KINDS.map(([, label]) => `${label} ms`),
      ...KINDS.map(([, label]) => `bare ${label}`),
    ],
    rows.map((row) => [...key(row), ...cells(row.mainThread), ...cells(row.limitMainThread)]),
    KEY_COLUMNS.length,
  );
}
