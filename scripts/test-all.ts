/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find.
 * Stops at the first failing step and says which one failed.
 */
import { spawnSync } from 'node:child_process';
import { ensurePostgres } from './lib/machine/postgres.ts';

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const steps: Step[] = [
  { name: 'Validate page files', command: ['npm', 'run', '--silent', 'validate'] },
  {
    name: 'Page files at the content version',
    command: ['npm', 'run', '--silent', 'migrate', '--', '--check'],
  },
  { name: 'Generated types in sync', command: ['npm', 'run', '--silent', 'gen:types:check'] },
  { name: 'Authoring reference in sync', command: ['npm', 'run', '--silent', 'gen:docs:check'] },
  { name: 'Typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'Lint and format', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'Unit tests', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'Build and pre-render', command: ['npm', 'run', '--silent', 'build'] },
  // No trace of every test (see playwright.config.ts): a failing spec is run again for its trace.
  {
    name: 'End-to-end tests (Chromium)',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    env: { E2E_TRACE: 'off' },
  },
  { name: 'Storybook smoke', command: ['npm', 'run', '--silent', 'test:storybook'] },
  // Pictures of the Storybook the smoke step has just built (--reuse: no second build).
  {
    name: 'Visual regression',
    command: ['npm', 'run', '--silent', 'test:visual', '--', '--reuse'],
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

for (const step of selected) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1', ...step.env },
  });
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, ok: status === 0, seconds });
  if (status !== 0) break;
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
