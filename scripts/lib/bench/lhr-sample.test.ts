import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { root } from '../paths.ts';
import { loadedScripts, sampleFromLhr } from './lhr-sample.ts';

// Trimmed results of a real flow on /contact (the audits the benchmark reads, as Lighthouse wrote them).
const lhr = (name: string) =>
  JSON.parse(
    readFileSync(path.join(root, 'tests/fixtures/lighthouse', `${name}.json`), 'utf8'),
  ) as Result;

describe('sampleFromLhr', () => {
  it('keeps the metrics, category scores out of 100 and bytes of a measured visit', () => {
    expect(sampleFromLhr(lhr('contact-later-visit'), 123)).toEqual({
      lcpMs: expect.closeTo(306.6, 1),
      fcpMs: expect.closeTo(306.6, 1),
      tbtMs: 1042.5,
      cls: 0,
      perf: 78,
      a11y: 100,
      bestPractices: 96,
      seo: 100,
      jsGzipBytes: 123,
      transferBytes: 0,
      errors: [],
    });
  });

  it('records why a visit that painted nothing has no values', () => {
    const sample = sampleFromLhr(lhr('contact-first-visit-no-fcp'), null);
    expect(sample).toMatchObject({ lcpMs: null, fcpMs: null, perf: null, seo: null });
    expect(sample.errors).toEqual([expect.stringMatching(/^NO_FCP: The page did not paint/)]);
  });
});

describe('loadedScripts', () => {
  it('lists the scripts the page fetched, and nothing else', () => {
    expect(
      loadedScripts(lhr('contact-later-visit'))!.map(({ url }) => new URL(url).pathname),
    ).toEqual([
      expect.stringMatching(/^\/assets\/CloseButton-.*\.js$/),
      expect.stringMatching(/^\/assets\/preload-helper-.*\.js$/),
      expect.stringMatching(/^\/assets\/entry-client-.*\.js$/),
      expect.stringMatching(/^\/assets\/dist-.*\.js$/),
    ]);
  });

  it('has no list when Lighthouse recorded no requests', () => {
    expect(loadedScripts(lhr('contact-first-visit-no-fcp'))).toBeNull();
  });
});
