import { describe, expect, it } from 'vitest';
import { failedSample } from './lhr-sample.ts';
import { median, summarize } from './report.ts';
import { rowKey, sample } from './test-rows.ts';

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
    const summary = summarize(rowKey(), [
      { site: sample({ lcpMs: 1200, tbtMs: 10 }), bare: sample({ lcpMs: 1000, tbtMs: 100 }) },
      { site: sample({ lcpMs: 3000, tbtMs: 90 }), bare: sample({ lcpMs: 3000, tbtMs: 300 }) },
      { site: sample({ lcpMs: 1500, tbtMs: 30 }), bare: sample({ lcpMs: 1000, tbtMs: 200 }) },
    ]);
    expect(summary).toMatchObject({ route: '/', visit: 'later', lcpMs: 1500, limitLcpMs: 1000 });
    // Paired ratios 1.2, 1.0, 1.5: a slow moment that slows both pages does not count against
    // the site, as it would with 1500 / 1000.
    expect(summary.lcpRatio).toBeCloseTo(1.2);
    expect(summary.tbtMs).toBe(30);
    expect(summary.limitTbtMs).toBe(200);
    expect(summary.runs).toBe(3);
  });

  it('takes the median of each kind of main-thread work, site and bare', () => {
    const work = (script: number) => ({ script, styleLayout: 50, rendering: 10, other: 40 });
    const summary = summarize(rowKey(), [
      { site: sample({ mainThread: work(300) }), bare: sample({ mainThread: work(5) }) },
      { site: sample({ mainThread: work(100) }), bare: sample({ mainThread: null }) },
      { site: sample({ mainThread: work(200) }), bare: sample({ mainThread: work(7) }) },
    ]);
    expect(summary.mainThread).toEqual(work(200));
    expect(summary.limitMainThread).toEqual(work(6));
  });

  it('records what went wrong in a run and still reports the others', () => {
    const summary = summarize(rowKey({ route: '/contact', visit: 'first' }), [
      { site: failedSample('NO_FCP: The page did not paint any content.'), bare: sample() },
      { site: sample({ fcpMs: 900 }), bare: sample({ fcpMs: 600 }) },
    ]);
    expect(summary.fcpMs).toBe(900);
    expect(summary.fcpRatio).toBeCloseTo(1.5);
    expect(summary.runs).toBe(1);
    expect(summary.errors).toEqual(['site: NO_FCP: The page did not paint any content.']);
  });
});
