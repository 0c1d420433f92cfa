/** Every run, route and visit of one condition: the site's page and its bare page back to back. */
import type { Browser } from 'puppeteer-core';
import { barePath } from './bare-files.ts';
import type { Sample } from './lhr-sample.ts';
import { measureVisits, type Visit } from './lighthouse-run.ts';
import type { Pair } from './report.ts';
import type { LoadedScript } from './script-bytes.ts';
import { scriptsOfFirstVisit } from './script-probe.ts';

export interface MeasureOptions {
  browser: Browser;
  origin: string;
  routes: readonly string[];
  visits: readonly Visit[];
  runs: number;
  condition: string;
  sizeScripts: (scripts: readonly LoadedScript[]) => Promise<number>;
  reportFile?: (run: number, route: string, page: string) => string;
  log: (line: string) => void;
}

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
const brief = (sample: Sample | undefined) =>
  !sample
    ? '-'
    : sample.lcpMs === null
      ? `error (${sample.errors[0]})`
      : `LCP ${ms(sample.lcpMs)}, FCP ${ms(sample.fcpMs)}, TBT ${ms(sample.tbtMs)}, Perf ${sample.perf}`;

/** `${route} ${visit}` → one pair per run. */
export async function measureAll(options: MeasureOptions): Promise<Map<string, Pair[]>> {
  const { browser, origin, routes, visits, runs, condition, log } = options;
  const pairs = new Map<string, Pair[]>();
  for (let run = 1; run <= runs; run++) {
    // Alternate which of the two goes first, so a drift in machine load favours neither.
    const order = run % 2 ? (['site', 'bare'] as const) : (['bare', 'site'] as const);
    for (const route of routes) {
      const measured = {} as Record<'site' | 'bare', Partial<Record<Visit, Sample>>>;
      for (const page of order) {
        const url = origin + (page === 'site' ? route : barePath(route));
        const report = options.reportFile
          ? (flow: string) => options.reportFile!(run, route, `${page}-${flow}`)
          : undefined;
        measured[page] = await measureVisits(browser, url, visits, page === 'site', report);
        log(
          `[${condition}, run ${run}/${runs}] ${route} ${page}: ${visits.map((visit) => `${visit} ${brief(measured[page][visit])}`).join('; ')}`,
        );
      }
      if (visits.includes('first') && measured.site.first) {
        const scripts = await scriptsOfFirstVisit(browser, origin + route);
        measured.site.first.jsGzipBytes = await options.sizeScripts(scripts);
        const names = scripts.map(({ url }) => new URL(url).pathname.split('/').pop());
        log(
          `  JS of a first visit + 8 s: ${measured.site.first.jsGzipBytes} B gzip in ${names.join(', ')}`,
        );
      }
      for (const visit of visits) {
        const key = `${route} ${visit}`;
        const pair = { site: measured.site[visit]!, bare: measured.bare[visit]! };
        pairs.set(key, [...(pairs.get(key) ?? []), pair]);
      }
    }
  }
  return pairs;
}
