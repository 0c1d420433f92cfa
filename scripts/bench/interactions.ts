/**
 * `npm run bench:interactions`: how long the site's controls take to answer a visitor, on a
 * phone's screen (390 px, touch): the time from the input (the event's own timestamp, pointerdown
 * for a tap, keydown for a key) to the end of the first frame that shows the control's new state
 * (lib/interaction-probe.ts). The median, min and max of N runs, each in a fresh browser
 * context, per control and visit (lib/interaction-run.ts) under each condition: 1× CPU on
 * loopback, and 4× CPU with 150 ms RTT / 1.6 Mbps down / 750 kbps up; with --stress N, both again
 * beside N busy worker threads. An input whose control never changes within the time limit
 * (10 s) shows as "> 10 s". Reports only; it fails when the run itself fails, never on a time.
 *
 *   npm run bench:interactions -- [--runs 5] [--only menu,tab,faq,slider,carousel,estimate]
 *     [--visits first,later,after-splash] [--conditions loopback,throttled] [--stress [N]]
 *     [--no-build] [--timeout 10] [--markdown FILE]
 *
 * The site is built first (--no-build serves dist/ as it is; DIST_DIR serves another build) and
 * served as `npm start` serves it, with the local backend, on 127.0.0.1:4182.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startStaticServer } from '../serve.ts';
import type { Gateway } from '../../supabase/local/index.ts';
import { CHROMIUM_FLAGS, resolveChromium } from '../lib/machine/chromium.ts';
import { distDir, root } from '../lib/paths.ts';
import { startBenchBackend } from './lib/backend.ts';
import { CONDITION_IDS, CONDITIONS } from './lib/conditions.ts';
import { CONTROL_IDS, CONTROLS, type ControlId } from './lib/interaction-probe.ts';
import {
  DEFAULT_VISITS,
  measureOnce,
  VISITS,
  type Sample,
  type Visit,
} from './lib/interaction-run.ts';
import { interactionsTable, moment, notes, type Cell } from './lib/interaction-table.ts';
import { machineLoad, startStress, withStressCount } from './lib/stress.ts';
import { argsOrExit, wholeNumber } from '../lib/args.ts';

const PORT = 4182;

const given = process.argv.slice(2);
const argv = withStressCount(given);
const { values: args } = argsOrExit(
  {
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string', default: CONTROL_IDS.join(',') },
      visits: { type: 'string', default: DEFAULT_VISITS.join(',') },
      conditions: { type: 'string', default: CONDITION_IDS.join(',') },
      stress: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      timeout: { type: 'string', default: '10' },
      markdown: { type: 'string' },
    },
  },
  argv,
);
function listOf<T extends string>(text: string, option: string, known: readonly T[]): T[] {
  const items = text.split(',').map((item) => item.trim()) as T[];
  for (const item of items) {
    if (!known.includes(item))
      throw new Error(`--${option} takes ${known.join(', ')}; "${item}" is none of them.`);
  }
  return known.filter((item) => items.includes(item));
}
const runs = wholeNumber(args.runs, 'runs', 1);
const timeoutMs = wholeNumber(args.timeout, 'timeout', 1) * 1000;
const stressThreads = args.stress === undefined ? 0 : wholeNumber(args.stress, 'stress', 1);
const controlIds = listOf<ControlId>(args.only, 'only', CONTROL_IDS);
const controls = CONTROLS.filter((control) => controlIds.includes(control.id));
const visits = listOf<Visit>(args.visits, 'visits', VISITS);
const conditionIds = listOf(args.conditions, 'conditions', CONDITION_IDS);
const conditions = CONDITIONS.filter((condition) => conditionIds.includes(condition.id));
const passes = [0, ...(stressThreads ? [stressThreads] : [])];

const origin = `http://127.0.0.1:${PORT}`;
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);
const git = (...command: string[]) =>
  execFileSync('git', command, { cwd: root, encoding: 'utf8' }).trim();

/** What was measured: the commit, and whether the build had uncommitted changes to the site. */
function buildSource(): string {
  const commit = git('rev-parse', '--short', 'HEAD');
  const changed = git('status', '--porcelain', '--', 'src', 'pages-json', 'public').split('\n');
  const dirty = changed.filter(Boolean).length;
  return `${commit}${dirty ? ` with ${dirty} uncommitted change(s) in src/, pages-json/ or public/` : ''}`;
}

const rowOf = (label: string, visit: Visit) => `${label}\n${visit}`;
const columnOf = (label: string, threads: number) =>
  threads ? `stress ${threads}: ${label}` : label;

let source: string;
if (args['no-build']) {
  const relative = path.relative(root, distDir);
  const built = (await stat(path.join(distDir, 'index.html'))).mtime.toISOString();
  source = `${relative.startsWith('..') ? distDir : relative}/ as it was (built ${built})`;
} else {
  source = `${buildSource()}, built now`;
  execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });
}
const loadAtStart = machineLoad();
const cells = new Map<string, Cell>();
let server: Server | undefined;
let backend: Gateway | undefined;
const backendDir = await mkdtemp(path.join(tmpdir(), 'bench-backend-'));
let browser: Browser | undefined;
const loads: string[] = [`start: ${loadAtStart}`];
try {
  server = await startStaticServer(PORT);
  backend = await startBenchBackend(backendDir, origin, 'bench:interactions');
  const executablePath = resolveChromium();
  if (!executablePath) throw new Error('No Chromium found; install one or set CHROMIUM_PATH.');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  log(
    `bench:interactions: ${controls.map((c) => c.id).join(', ')} × ${visits.join(', ')} × ${runs} run(s) × ${conditions.map((c) => c.label).join('; ')}${stressThreads ? `, then all again beside ${stressThreads} busy threads` : ''}, on ${origin} (${source}); ${loadAtStart}`,
  );
  for (const threads of passes) {
    const stopStress = threads ? await startStress(threads) : undefined;
    try {
      // Runs outermost, so a drift in the machine's load spreads over every control alike.
      for (let run = 1; run <= runs; run++) {
        for (const condition of conditions) {
          for (const control of controls) {
            for (const visit of visits) {
              const sample = await measureOnce({
                browser,
                origin,
                control,
                visit,
                condition,
                timeoutMs,
              });
              const row = rowOf(control.label, visit);
              const column = columnOf(condition.label, threads);
              const key = `${row}\n${column}`;
              const cell = cells.get(key) ?? { row, column, samples: [] as Sample[] };
              cell.samples.push(sample);
              cells.set(key, cell);
              log(
                `[${column}, run ${run}/${runs}] ${control.label} on ${control.route}, ${visit}: ${brief(sample)}`,
              );
            }
          }
        }
      }
    } finally {
      await stopStress?.();
    }
    loads.push(
      `after ${threads ? `the stress ${threads} pass` : 'the idle pass'}: ${machineLoad()}`,
    );
  }
} finally {
  await browser?.close();
  server?.close();
  await backend?.stop();
  await rm(backendDir, { recursive: true, force: true });
}

function brief(sample: Sample): string {
  if (sample.kind === 'n/a' || sample.kind === 'error') return `${sample.kind}: ${sample.reason}`;
  const { result } = sample;
  const timing = `input at ${moment(result)}, waited ${Math.round(result.inputDelayMs)} ms for the main thread`;
  if (sample.kind === 'missed') return `tap missed, it landed on ${result.target}; ${timing}`;
  if (sample.kind === 'lost') return `no change within ${timeoutMs / 1000} s; ${timing}`;
  return `${Math.round(sample.ms)} ms (state seen at ${Math.round(result.stateMs ?? 0)} ms); ${timing}`;
}

const rerun = `${process.env.DIST_DIR ? `DIST_DIR=${process.env.DIST_DIR} ` : ''}npm run bench:interactions${given.length ? ` -- ${given.join(' ')}` : ''}`;
const legend = [
  `Input (pointerdown of a tap, keydown of a key) to the end of the next frame showing the control's new state, in ms: median (min–max) of ${runs} run(s), each in a fresh browser context at 390 px with touch.`,
  `"first": the session's first page, the input right after DOMContentLoaded (under the splash, which lets presses through).`,
  `"later": the page after another page of the session, the input right after DOMContentLoaded.`,
  visits.includes('after-splash')
    ? `"after-splash": the session's first page, the input once the splash has faded out.`
    : '',
  `">${timeoutMs / 1000} s": the input was lost (the state never changed); "k lost": so were k of the runs; "[k of n not timed]": taps that missed the control or failed (see the notes).`,
]
  .filter(Boolean)
  .join(' ');
const markdown = [
  legend,
  '',
  interactionsTable([...cells.values()], timeoutMs),
  '',
  `Site: ${source}. Machine, ${loads.join('; ')}.`,
  '',
  `Re-run: \`${rerun}\``,
].join('\n');
const noted = notes([...cells.values()]);
console.log(`\n${markdown}\n`);
if (noted.length) console.log(`Notes:\n  ${noted.join('\n  ')}\n`);
const resultsDir = path.join(root, 'bench-results');
await mkdir(resultsDir, { recursive: true });
await writeFile(
  path.join(resultsDir, 'interactions.json'),
  `${JSON.stringify({ source, runs, timeoutMs, loads, cells: [...cells.values()] }, null, 2)}\n`,
);
if (args.markdown) {
  const notesBlock = noted.length
    ? `\nNotes:\n\n${noted.map((line) => `- ${line}`).join('\n')}\n`
    : '';
  await writeFile(path.resolve(args.markdown), `${markdown}\n${notesBlock}`);
}
console.log(
  `Wrote bench-results/interactions.json${args.markdown ? ` and ${args.markdown}` : ''} in ${elapsed()}.`,
);
