/**
 * `npm run trial:author`: the author's trial on a clean clone. It clones this repository's
 * committed HEAD into a temporary folder, installs it as CI does (`npm ci`), makes a town in that
 * clone's studio as an author would (tests/trial/), then runs the whole `npm test` there, so a
 * page made in the studio meets every step, the format check included. It takes as long as the
 * suite and a few minutes more; it is a release check, not a step of `npm test`.
 *
 *   npm run trial:author [-- --keep]   (--keep leaves the clone for a look)
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { argsOrExit } from './lib/args.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { keep } = argsOrExit({ options: { keep: { type: 'boolean', default: false } } }).values;
const folder = mkdtempSync(path.join(tmpdir(), 'author-trial-'));
// Readable by all, as a clone in a home folder is: the suite runs some writers as another user.
chmodSync(folder, 0o755);
const clone = path.join(folder, 'site');

function step(name: string, command: string, args: string[], cwd = clone): void {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - started) / 1000);
  if (status === 0) return void console.log(`✔ ${name} (${seconds} s)`);
  console.error(`✘ ${name} failed (${seconds} s). The clone is kept at ${clone}.`);
  process.exit(1);
}

step('Clone the committed HEAD', 'git', ['clone', '--quiet', root, clone], root);
step('Install as CI does', 'npm', ['ci', '--no-audit', '--no-fund']);
step('Make a town in the studio', 'npx', [
  'playwright',
  'test',
  '-c',
  'tests/trial/playwright.config.ts',
]);
step('What the studio wrote', 'git', ['status', '--short']);
step('The whole suite', 'npm', ['test']);
console.log('\nThe town made in the studio passed every step of npm test.');
if (!keep) rmSync(folder, { recursive: true, force: true });
