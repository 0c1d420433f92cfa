import { describe, expect, it } from 'vitest';
import { failedSample, type Sample } from './lhr-sample.ts';
import {
  JS_BUDGET_BYTES,
  formatTable,
  median,
  metricsTable,
  missedTargets,
  summarize,
  targetsTable,
  type Row,
} from './report.ts';

const sample = (values: Partial<Sample> = {}): Sample => ({
  lcpMs: 1000,
  fcpMs: 800,
  tbtMs: 0,
  cls: 0,
  perf: 100,
  a11y: 100,
  bestPractices: 100,
  seo: 100,
  jsGzipBytes: 90_000,
  transferBytes: 200_000,
  errors: [],
  ...values,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs without a value, and has none when no run has one', () => {
    expect(median([null, 5, null])).toBe(5);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('summarize', () => {
  it('reports medians of the site and of the bare page, and the median of the paired ratios', () => {
    const row = summarize('/', 'later', [
      { site: sample({ lcpMs: 1200, tbtMs: 10 }), bare: sample({ lcpMs: 1000, tbtMs: 100 }) },
      { site: sample({ lcpMs: 3000, tbtMs: 90 }), bare: sample({ lcpMs: 3000, tbtMs: 300 }) },
      { site: sample({ lcpMs: 1500, tbtMs: 30 }), bare: sample({ lcpMs: 1000, tbtMs: 200 }) },
    ]);
    expect(row).toMatchObject({ route: '/', visit: 'later', lcpMs: 1500, limitLcpMs: 1000 });
    // Paired ratios 1.2, 1.0, 1.5: a slow moment that slows both pages does not count against
    // the site, as it would with 1500 / 1000.
    expect(row.lcpRatio).toBeCloseTo(1.2);
    expect(row.tbtMs).toBe(30);
    expect(row.limitTbtMs).toBe(200);
    expect(row.runs).toBe(3);
  });

  it('records what went wrong in a run and still reports the others', () => {
    const row = summarize('/contact', 'first', [
      { site: failedSample('NO_FCP: The page did not paint any content.'), bare: sample() },
      { site: sample({ fcpMs: 900 }), bare: sample({ fcpMs: 600 }) },
    ]);
    expect(row.fcpMs).toBe(900);
    expect(row.fcpRatio).toBeCloseTo(1.5);
    expect(row.runs).toBe(1);
    expect(row.errors).toEqual(['site: NO_FCP: The page did not paint any content.']);
  });
});

const row = (values: Partial<Row>): Row => ({
  ...summarize('/', 'later', [{ site: sample(), bare: sample() }]),
  ...values,
});

describe('targets', () => {
  it('lists nothing when every target is met', () => {
    expect(missedTargets([row({ visit: 'first' }), row({ visit: 'later' })])).toEqual([]);
  });

  it('names each missed target with its route and visit', () => {
    expect(
      missedTargets([
        row({ route: '/contact', visit: 'later', lcpRatio: 1.11, cls: 0.002, perf: 97 }),
      ]),
    ).toEqual([
      '/contact later: LCP ≤ 1.10× bare (FAIL)',
      '/contact later: CLS 0 (FAIL)',
      '/contact later: Perf ≥ 98 (FAIL)',
    ]);
  });

  it('holds each visit to its own targets', () => {
    // A slow first LCP and a high TBT on the first visit: only the first-visit LCP limit applies.
    expect(missedTargets([row({ visit: 'first', lcpMs: 2800, tbtMs: 400 })])).toEqual([
      '/ first: LCP ≤ 2700 ms (FAIL)',
    ]);
    expect(missedTargets([row({ visit: 'later', lcpMs: 2800 })])).toEqual([]);
  });

  it('counts a value that could not be measured as missed', () => {
    expect(missedTargets([row({ visit: 'first', fcpRatio: null })])).toEqual([
      '/ first: FCP ≤ 1.05× bare (no value)',
    ]);
  });

  it('allows exactly the JavaScript budget and not a byte more', () => {
    expect(missedTargets([row({ visit: 'first', jsGzipBytes: JS_BUDGET_BYTES })])).toEqual([]);
    expect(missedTargets([row({ visit: 'first', jsGzipBytes: JS_BUDGET_BYTES + 1 })])).toEqual([
      '/ first: JS ≤ 130 kB gz (FAIL)',
    ]);
  });
});

describe('tables', () => {
  it('aligns columns: names to the left, numbers to the right', () => {
    expect(
      formatTable(
        ['route', 'visit', 'LCP ms'],
        [
          ['/', 'first', '900'],
          ['/contact', 'later', '12000'],
        ],
      ).split('\n'),
    ).toEqual([
      '| route    | visit | LCP ms |',
      '|----------|-------|--------|',
      '| /        | first |    900 |',
      '| /contact | later |  12000 |',
    ]);
  });

  it('prints the metrics and a verdict per target', () => {
    const rows = [row({ visit: 'first', lcpMs: 2800 }), row({ visit: 'later', tbtMs: null })];
    const metrics = metricsTable(rows).split('\n');
    expect(metrics[0]).toMatch(/^\| route \| visit \| +LCP ms \|/);
    expect(metrics[2]).toMatch(/^\| \/ +\| first \| +2800 \| +1000 \| +1\.00 \|/);
    expect(metrics[3]).toContain('|      - |');
    const [header, , first, later] = targetsTable(rows)
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const cell = (line: string[], label: string) => line[header!.indexOf(label)];
    expect(cell(first!, 'LCP ≤ 2700 ms')).toBe('FAIL');
    expect(cell(first!, 'TBT ≤ 50 ms')).toBe('');
    expect(cell(later!, 'TBT ≤ 50 ms')).toBe('no value');
    expect(cell(later!, 'SEO 100')).toBe('pass');
  });
});
