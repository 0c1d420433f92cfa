/** Samples and rows for the page benchmark's unit tests: every target met unless changed. */
import type { Sample } from './lhr-sample.ts';
import { summarize, type Row, type RowKey } from './report.ts';

export const sample = (values: Partial<Sample> = {}): Sample => ({
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
  mainThread: { script: 100, styleLayout: 50, rendering: 10, other: 40 },
  errors: [],
  ...values,
});

export const rowKey = (values: Partial<RowKey> = {}): RowKey => ({
  route: '/',
  visit: 'later',
  condition: 'idle',
  stressed: false,
  sectionIslands: true,
  ...values,
});

export const row = (values: Partial<Row>): Row => ({
  ...summarize(rowKey(values), [{ site: sample(), bare: sample() }]),
  ...values,
});
