/**
 * `npm run trial:author`: the author's trial on a clean clone. It clones this repository's
 * committed HEAD into a temporary folder, installs it as CI does (`npm ci`), makes a town in that
 * clone's studio as an author would (tests/trial/), then runs the whole `npm test` there, so a
 * page made in the studio meets every step, the format check included. It takes as long as the
 * suite and a few minutes more; it is a release check, not a step of `npm test`.
 *
 *   npm run trial:author [-- --keep]   (--keep leaves the clone for a look)
 */
import { rmSync } from 'node:fs';
import { argsOrExit } from './lib/args.ts';
import { cleanClone, runStep } from './lib/suite/clean-clone.ts';

const { keep } = argsOrExit({ options: { keep: { type: 'boolean', default: false } } }).values;
const { folder, clone } = cleanClone('author-trial-');

function step(name: string, command: string, args: string[]): void {
  if (runStep(name, command, args, { cwd: clone }).ok) return;
  console.error(`The clone is kept at ${clone}.`);
  process.exit(1);
}

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
