/**
 * `npm run bench:pages`: Lighthouse (mobile, simulated throttling) on key routes as `npm start`
 * serves them (with the local backend, over a throwaway database), each beside a bare static
 * page with the same title, h1, paragraph and hero image, measured in the same run: what the bare
 * page scores is the limit on this machine. Three visits per page (lib/lighthouse-run.ts):
 * first (the splash plays), later (scripts cached, splash skipped) and cold (reduced motion, empty
 * cache). With --stress, a second pass repeats everything beside N busy worker threads. Reports
 * against the targets of issue 19; it fails only when the run itself fails, never because a
 * target was missed.
 *   npm run bench:pages -- [--runs 3] [--routes /,/contact] [--visits first,later,cold]
 *                          [--stress [N]] [--no-build] [--reports]
 * --reports also writes Lighthouse's HTML report of every flow to bench-results/pages-reports/.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'puppeteer-core';
import { startStaticServer } from '../serve.ts';
import type { Gateway } from '../../supabase/local/index.ts';
import { distDir, root } from '../lib/paths.ts';
import { startBenchBackend } from './lib/backend.ts';
import { writeBarePages } from './lib/bare-files.ts';
import { launchChromium, VISITS, type Visit } from './lib/lighthouse-run.ts';
import { measureAll } from './lib/measure.ts';
import { hasSectionIslands } from './lib/page-islands.ts';
import { summarize, type Pair, type Row } from './lib/report.ts';
import { scriptSizer } from './lib/script-bytes.ts';
import { machineLoad, startStress, withStressCount } from './lib/stress.ts';
import { mainThreadTable, metricsTable, targetsTable } from './lib/tables.ts';
import { missedTargets } from './lib/targets.ts';
import { argsOrExit, wholeNumber } from '../lib/args.ts';

const DEFAULT_ROUTES = [
  '/',
  '/interior-painting/dover-nj', // video hero
  '/interior-painting/mount-olive-nj', // the town with the most extras
  '/services/interior-painting', // no islands but the frame's
  '/contact',
];
const PORT = 4180;

const argv = withStressCount(process.argv.slice(2));
const { values: args } = argsOrExit(
  {
    options: {
      runs: { type: 'string', default: '3' },
      routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
      visits: { type: 'string', default: VISITS.join(',') },
      stress: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      reports: { type: 'boolean', default: false },
    },
  },
  argv,
);
const runs = wholeNumber(args.runs, 'runs', 1);
const stressThreads = args.stress === undefined ? 0 : wholeNumber(args.stress, 'stress', 1);
const routes = args.routes.split(',').map((route) => route.trim());
const visits = args.visits.split(',').map((visit) => visit.trim()) as Visit[];
for (const visit of visits) {
  if (!VISITS.includes(visit))
    throw new Error(`--visits takes ${VISITS.join(', ')}; "${visit}" is none of them.`);
}
const conditions = [
  { name: 'idle', threads: 0 },
  ...(stressThreads ? [{ name: `stress ${stressThreads}`, threads: stressThreads }] : []),
];

const resultsDir = path.join(root, 'bench-results');
const reportsDir = path.join(resultsDir, 'pages-reports');
const origin = `http://127.0.0.1:${PORT}`;
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

if (!args['no-build'])
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
await mkdir(args.reports ? reportsDir : resultsDir, { recursive: true });
const sectionIslands = new Map(
  await Promise.all(
    routes.map(async (route) => [route, await hasSectionIslands(distDir, route)] as const),
  ),
);
const removeBarePages = await writeBarePages(distDir, routes);
process.once('SIGINT', () => void removeBarePages().then(() => process.exit(130)));
let server: Server | undefined;
let backend: Gateway | undefined;
const backendDir = await mkdtemp(path.join(tmpdir(), 'bench-backend-'));
let browser: Browser | undefined;
const measured = new Map<string, Map<string, Pair[]>>(); // condition → route and visit → pairs
try {
  server = await startStaticServer(PORT);
  backend = await startBenchBackend(backendDir, origin, 'bench:pages');
  browser = await launchChromium();
  log(
    `bench:pages: ${routes.length} routes × ${visits.join(', ')} × ${runs} runs, ${conditions.map((c) => c.name).join(' then ')}, site and bare page, on ${origin}`,
  );
  log(`at the start: ${machineLoad()}`);
  for (const condition of conditions) {
    const stopStress = condition.threads ? await startStress(condition.threads) : undefined;
    try {
      const pairs = await measureAll({
        browser,
        origin,
        routes,
        visits,
        runs,
        condition: condition.name,
        sizeScripts: scriptSizer(distDir, origin),
        reportFile: args.reports
          ? (run, route, page) =>
              path.join(
                reportsDir,
                `${condition.name.replace(' ', '')}-${run}-${route.slice(1).replaceAll('/', '-') || 'home'}-${page}.html`,
              )
          : undefined,
        log,
      });
      measured.set(condition.name, pairs);
      log(`after the ${condition.name} pass: ${machineLoad()}`);
    } finally {
      await stopStress?.();
    }
  }
} finally {
  await browser?.close();
  server?.close();
  await backend?.stop();
  await rm(backendDir, { recursive: true, force: true });
  await removeBarePages();
}

const rows: Row[] = routes.flatMap((route) =>
  visits.flatMap((visit) =>
    conditions.map((condition) =>
      summarize(
        {
          route,
          visit,
          condition: condition.name,
          stressed: condition.threads > 0,
          sectionIslands: sectionIslands.get(route)!,
        },
        measured.get(condition.name)!.get(`${route} ${visit}`)!,
      ),
    ),
  ),
);
await writeFile(path.join(resultsDir, 'pages.json'), `${JSON.stringify(rows, null, 2)}\n`);

console.log(
  `\nMedians of ${runs} run(s); ratios are medians of each run's site / bare. Machine: ${machineLoad()} at the end.\n`,
);
console.log(metricsTable(rows));
console.log(`\nTargets of issue 19:\n\n${targetsTable(rows)}\n`);
console.log(`Main-thread work (Lighthouse's breakdown, ms):\n\n${mainThreadTable(rows)}\n`);
for (const row of rows.filter((row) => row.errors.length)) {
  console.log(`Errors, ${row.route} ${row.visit} ${row.condition}:\n  ${row.errors.join('\n  ')}`);
}
const missed = missedTargets(rows);
console.log(
  missed.length ? `Missed targets (${missed.length}): ${missed.join('; ')}` : 'All targets met.',
);
console.log(`Wrote bench-results/pages.json in ${elapsed()}.`);
