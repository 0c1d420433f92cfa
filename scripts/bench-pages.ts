/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling) on key routes as `npm start`
 * serves them (with the local backend, over a throwaway database), each beside a bare static page with the same hero, measured in the same run:
 * what the bare page scores is the limit on this machine. Reports against the targets of issue
 * 11; it fails only when the run itself fails, never because a target was missed.
 *   npm run bench:pages -- [--runs 3] [--routes /,/contact] [--no-build] [--reports]
 * --reports also writes Lighthouse's HTML report of every flow to bench-results/pages-reports/.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { startStaticServer } from './serve.ts';
import { startGateway, type Gateway } from '../supabase/local/gateway.ts';
import { distDir, root } from './lib/paths.ts';
import { barePath, writeBarePages } from './lib/bench/bare-files.ts';
import { launchChromium, measureVisits } from './lib/bench/lighthouse-run.ts';
import { scriptSizer } from './lib/bench/script-bytes.ts';
import type { Sample } from './lib/bench/lhr-sample.ts';
import {
  metricsTable,
  missedTargets,
  summarize,
  targetsTable,
  type Pair,
  type Visit,
} from './lib/bench/report.ts';

const DEFAULT_ROUTES = [
  '/',
  '/interior-painting/dover-nj', // video hero
  '/interior-painting/mount-olive-nj', // the town with the most extras
  '/services/interior-painting',
  '/contact',
];
const PORT = 4180;
const VISITS: readonly Visit[] = ['first', 'later'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
    'no-build': { type: 'boolean', default: false },
    reports: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1.`);
const routes = args.routes.split(',').map((route) => route.trim());

const resultsDir = path.join(root, 'bench-results');
const reportsDir = path.join(resultsDir, 'pages-reports');
const reportFile = (run: number, route: string, which: string) =>
  args.reports
    ? path.join(reportsDir, `${run}-${route.slice(1).replaceAll('/', '-') || 'home'}-${which}.html`)
    : undefined;

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
const brief = (sample: Sample) =>
  sample.lcpMs === null
    ? `error (${sample.errors[0]})`
    : `LCP ${ms(sample.lcpMs)}, FCP ${ms(sample.fcpMs)}, Perf ${sample.perf}`;

const origin = `http://127.0.0.1:${PORT}`;
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

/** Every run, route and visit, the site's page and its bare page back to back. */
async function measureAll(browser: Browser): Promise<Map<string, Pair[]>> {
  const jsGzipBytes = scriptSizer(distDir, origin);
  const pairs = new Map<string, Pair[]>(); // `${route} ${visit}` → one pair per run
  for (let run = 1; run <= runs; run++) {
    // Alternate which of the two goes first, so a drift in machine load favours neither.
    const order = run % 2 ? (['site', 'bare'] as const) : (['bare', 'site'] as const);
    for (const route of routes) {
      const measured = {} as Record<'site' | 'bare', Record<Visit, Sample>>;
      for (const which of order) {
        const url = origin + (which === 'site' ? route : barePath(route));
        const report = reportFile(run, route, which);
        measured[which] = await measureVisits(browser, url, jsGzipBytes, report);
        const { first, later } = measured[which];
        console.log(
          `[run ${run}/${runs}, ${elapsed()}] ${route} ${which}: first ${brief(first)}; later ${brief(later)}`,
        );
      }
      for (const visit of VISITS) {
        const key = `${route} ${visit}`;
        const pair = { site: measured.site[visit], bare: measured.bare[visit] };
        pairs.set(key, [...(pairs.get(key) ?? []), pair]);
      }
    }
  }
  return pairs;
}

if (!args['no-build'])
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
await mkdir(args.reports ? reportsDir : resultsDir, { recursive: true });
const removeBarePages = await writeBarePages(distDir, routes);
process.once('SIGINT', () => void removeBarePages().then(() => process.exit(130)));
let server: Server | undefined;
let backend: Gateway | undefined;
const backendDir = await mkdtemp(path.join(tmpdir(), 'bench-backend-'));
let browser: Browser | undefined;
let pairs: Map<string, Pair[]>;
try {
  server = await startStaticServer(PORT);
  // The live-notification overlay connects to it after load; without it the page would log
  // connection errors that npm start's page never shows.
  backend = await startGateway({ dataDir: backendDir, allowedOrigins: [origin] });
  browser = await launchChromium();
  console.log(
    `bench:pages: ${routes.length} routes × ${runs} runs, site and bare page, on ${origin}`,
  );
  pairs = await measureAll(browser);
} finally {
  await browser?.close();
  server?.close();
  await backend?.stop();
  await rm(backendDir, { recursive: true, force: true });
  await removeBarePages();
}

const rows = routes.flatMap((route) =>
  VISITS.map((visit) => summarize(route, visit, pairs.get(`${route} ${visit}`)!)),
);
await writeFile(path.join(resultsDir, 'pages.json'), `${JSON.stringify(rows, null, 2)}\n`);

console.log(`\nMedians of ${runs} run(s); ratios are medians of each run's site / bare.\n`);
console.log(metricsTable(rows));
console.log(`\n${targetsTable(rows)}\n`);
for (const row of rows.filter((row) => row.errors.length)) {
  console.log(`Errors, ${row.route} ${row.visit}:\n  ${row.errors.join('\n  ')}`);
}
const missed = missedTargets(rows);
console.log(
  missed.length ? `Missed targets (${missed.length}): ${missed.join('; ')}` : 'All targets met.',
);
console.log(`Wrote bench-results/pages.json in ${elapsed()}.`);
