import { describe, expect, it } from 'vitest';
import { SPLASH_REMOVED_AT } from '../../../src/shared/splashTiming.ts';
import { row } from './test-rows.ts';
import { FIRST_LCP_LIMIT_MS, JS_BUDGET_BYTES, missedTargets } from './targets.ts';

describe('targets', () => {
  it('lists nothing when every target is met', () => {
    expect(
      missedTargets([row({ visit: 'first' }), row({ visit: 'later' }), row({ visit: 'cold' })]),
    ).toEqual([]);
  });

  it("puts a first visit's LCP limit 300 ms after the splash leaves", () => {
    expect(FIRST_LCP_LIMIT_MS).toBe(SPLASH_REMOVED_AT + 300);
    expect(missedTargets([row({ visit: 'first', lcpMs: FIRST_LCP_LIMIT_MS })])).toEqual([]);
    expect(missedTargets([row({ visit: 'first', lcpMs: FIRST_LCP_LIMIT_MS + 1 })])).toEqual([
      expect.stringMatching(
        /^\/ first idle: LCP ≤ splash end \+ 300 = \d+ ms \(first\) \(missed\)$/,
      ),
    ]);
    expect(missedTargets([row({ visit: 'later', lcpMs: FIRST_LCP_LIMIT_MS + 1 })])).toEqual([]);
  });

  it('names each missed target with its route, visit and condition', () => {
    expect(
      missedTargets([row({ route: '/contact', lcpRatio: 1.11, cls: 0.002, perf: 97 })]),
    ).toEqual([
      '/contact later idle: LCP ≤ 1.10× bare (later) (missed)',
      '/contact later idle: Perf ≥ 98 (idle), 95 (stress) (missed)',
      '/contact later idle: CLS 0 (missed)',
    ]);
  });

  it('holds FCP to 1.05× on a later visit and 1.10× on the others', () => {
    expect(missedTargets([row({ visit: 'later', fcpRatio: 1.08 })])).toHaveLength(1);
    expect(missedTargets([row({ visit: 'first', fcpRatio: 1.08 })])).toEqual([]);
    expect(missedTargets([row({ visit: 'cold', fcpRatio: 1.08 })])).toEqual([]);
    expect(missedTargets([row({ visit: 'cold', fcpRatio: 1.11 })])).toHaveLength(1);
  });

  it('allows more TBT and a lower Performance score under stress', () => {
    const busy = { tbtMs: 120, perf: 96 };
    expect(missedTargets([row({ ...busy, condition: 'stress 2', stressed: true })])).toEqual([]);
    expect(missedTargets([row(busy)])).toHaveLength(2);
  });

  it('counts a value that could not be measured as missed', () => {
    expect(missedTargets([row({ visit: 'cold', fcpRatio: null })])).toEqual([
      '/ cold idle: FCP ≤ 1.05× bare (later), 1.10× (first, cold) (no value)',
    ]);
  });

  it('gives a page with section islands 100 kB of JavaScript and one with only the frame 90 kB', () => {
    const first = (jsGzipBytes: number, sectionIslands: boolean) =>
      missedTargets([row({ visit: 'first', jsGzipBytes, sectionIslands })]);
    expect(first(JS_BUDGET_BYTES.sectionIslands, true)).toEqual([]);
    expect(first(JS_BUDGET_BYTES.sectionIslands + 1, true)).toHaveLength(1);
    expect(first(JS_BUDGET_BYTES.frameOnly, false)).toEqual([]);
    expect(first(JS_BUDGET_BYTES.frameOnly + 1, false)).toHaveLength(1);
  });
});
