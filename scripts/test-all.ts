/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find.
 * Stops at the first failing step and says which one failed.
 *
 * The checks before the unit tests each keep one core busy, so they run two at a time (each
 * one's output is printed, whole, when it ends); the later steps use both cores on their own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureFfmpeg } from './lib/machine/ffmpeg.ts';
import { ensurePostgres } from './lib/machine/postgres.ts';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Runs beside the other side-by-side steps before the next step starts. */
  sideBySide?: boolean;
}

const steps: Step[] = [
  // Longest first, so the two lanes end together.
  { name: 'Lint and format', command: ['npm', 'run', '--silent', 'lint'], sideBySide: true },
  { name: 'Typecheck', command: ['npm', 'run', '--silent', 'typecheck'], sideBySide: true },
  {
    name: 'Validate page files',
    command: ['npm', 'run', '--silent', 'validate'],
    sideBySide: true,
  },
  {
    name: 'Page files at the content version',
    command: ['npm', 'run', '--silent', 'migrate', '--', '--check'],
    sideBySide: true,
  },
  {
    name: 'Generated types in sync',
    command: ['npm', 'run', '--silent', 'gen:types:check'],
    sideBySide: true,
  },
  {
    name: 'Generated docs in sync (section reference, house picture)',
    command: ['npm', 'run', '--silent', 'gen:docs:check'],
    sideBySide: true,
  },
  { name: 'Unit tests', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'Build and pre-render', command: ['npm', 'run', '--silent', 'build'] },
  // No trace of every test (see playwright.config.ts): a failing spec is run again for its trace.
  {
    name: 'End-to-end tests (Chromium)',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    env: { E2E_TRACE: 'off' },
  },
  // Each story's own checks (errors, an empty render, axe) are left to the visual step, on the
  // visit that pictures it: every story is shown once for both.
  {
    name: 'Storybook smoke (build, docs, extremes, drafts)',
    command: ['npm', 'run', '--silent', 'test:storybook', '--', '--skip-stories'],
  },
  // On the Storybook the smoke step has just built (--reuse: no second build).
  {
    name: 'Visual regression and story checks',
    command: ['npm', 'run', '--silent', 'test:visual', '--', '--reuse', '--check-stories'],
  },
];

const only = process.argv.slice(2);
const selected = only.length
  ? steps.filter((s) => only.some((o) => s.name.toLowerCase().includes(o)))
  : steps;
const results: { name: string; ok: boolean; seconds: number }[] = [];

// The backend tests run against PGlite and, when it is installed (or installable), PostgreSQL.
if (selected.some((s) => s.name === 'Unit tests') && ensurePostgres())
  process.env.REQUIRE_POSTGRES = '1';
// A video's still is taken by ffmpeg where it is installed, as on an author's machine.
if (selected.some((s) => s.name === 'Unit tests')) ensureFfmpeg();

const env = (step: Step) => ({ ...process.env, FORCE_COLOR: '1', ...step.env });

function runInline(step: Step): boolean {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: env(step) });
  results.push({
    name: step.name,
    ok: status === 0,
    seconds: (performance.now() - started) / 1000,
  });
  return status === 0;
}

/** Runs the steps two at a time, each one's output printed whole when it ends. */
async function runSideBySide(group: Step[]): Promise<boolean> {
  const queue = [...group];
  let ok = true;
  const lane = async () => {
    for (let step = queue.shift(); step && ok; step = queue.shift()) {
      const started = performance.now();
      const [command, ...args] = step.command as [string, ...string[]];
      const child = spawn(command, args, { env: env(step), stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      const status = await new Promise<number | null>((resolve) => {
        child.on('close', resolve);
        child.on('error', (error) => {
          output.push(Buffer.from(`${error.message}\n`));
          resolve(null);
        });
      });
      console.log(`\n▶ ${step.name}`);
      process.stdout.write(Buffer.concat(output));
      results.push({
        name: step.name,
        ok: status === 0,
        seconds: (performance.now() - started) / 1000,
      });
      if (status !== 0) ok = false;
    }
  };
  await Promise.all([lane(), lane()]);
  return ok;
}

for (let at = 0; at < selected.length;) {
  const step = selected[at]!;
  if (!step.sideBySide) {
    at += 1;
    if (!runInline(step)) break;
    continue;
  }
  const group: Step[] = [];
  while (selected[at]?.sideBySide) group.push(selected[at++]!);
  if (!(await runSideBySide(group))) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds.toFixed(1)}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = selected.length - results.length;
if (skipped) console.log(`  … ${skipped} later steps not run`);
console.log(
  `checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed || skipped ? 1 : 0);
