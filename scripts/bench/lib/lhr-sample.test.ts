import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { root } from '../../lib/paths.ts';
import { mainThreadBreakdown, sampleFromLhr } from './lhr-sample.ts';

// Trimmed results of a real flow on /contact (the audits the benchmark reads, as Lighthouse wrote them).
const lhr = (name: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'tests/fixtures/lighthouse', `${name}.json`), 'utf8'),
  ) as Result;

describe('sampleFromLhr', () => {
  it('keeps the metrics, category scores out of 100 and bytes of a measured visit', () => {
    expect(sampleFromLhr(lhr('contact-later-visit'))).toEqual({
      lcpMs: expect.closeTo(306.6, 1),
      fcpMs: expect.closeTo(306.6, 1),
      tbtMs: 1042.5,
      cls: 0,
      perf: 78,
      a11y: 100,
      bestPractices: 96,
      seo: 100,
      jsGzipBytes: null,
      transferBytes: 0,
      mainThread: null,
      errors: [],
    });
  });

  it('records why a visit that painted nothing has no values', () => {
    const sample = sampleFromLhr(lhr('contact-first-visit-no-fcp'));
    expect(sample).toMatchObject({ lcpMs: null, fcpMs: null, perf: null, seo: null });
    expect(sample.errors).toEqual([expect.stringMatching(/^NO_FCP: The page did not paint/)]);
  });
});

describe('mainThreadBreakdown', () => {
  it("folds Lighthouse's task groups into script, style and layout, rendering and other", () => {
    const withBreakdown = {
      ...lhr('contact-later-visit'),
      audits: {
        'mainthread-work-breakdown': {
          details: {
            type: 'table',
            items: [
              { group: 'scriptEvaluation', duration: 300 },
              { group: 'scriptParseCompile', duration: 20 },
              { group: 'styleLayout', duration: 150 },
              { group: 'paintCompositeRender', duration: 40 },
              { group: 'parseHTML', duration: 10 },
              { group: 'garbageCollection', duration: 5 },
              { group: 'other', duration: 100 },
            ],
          },
        },
      },
    } as unknown as Result;
    expect(mainThreadBreakdown(withBreakdown)).toEqual({
      script: 320,
      styleLayout: 150,
      rendering: 40,
      other: 115,
    });
  });
});
