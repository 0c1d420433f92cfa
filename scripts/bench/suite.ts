/**
 * `npm run bench:suite`: times the suite's three tiers on a clean clone of the committed HEAD,
 * each against its target (docs/testing.md), as a contributor's machine would run them: `npm ci`,
 * then `npm run check`, `npm run check:content` after an author's edit of one town's heading, and
 * `npm test`. With --stress N, N busy loops run beside it (a loaded CI runner). It fails only when
 * a tier fails, never because a target was missed; the table is for docs/measurements.md.
 *   npm run bench:suite -- [--tiers check,content,all] [--stress [N]] [--keep]
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanClone, runStep } from '../lib/suite/clean-clone.ts';
import { machineLoad, startStress, withStressCount } from './lib/stress.ts';
import { argsOrExit } from '../lib/args.ts';

const TIERS = {
  check: { command: ['run', 'check'], target: 180 },
  content: { command: ['run', 'check:content'], target: 300 },
  all: { command: ['test'], target: 900 },
} as const;
type TierName = keyof typeof TIERS;

const { values: flags } = argsOrExit(
  {
    options: {
      tiers: { type: 'string', default: 'check,content,all' },
      stress: { type: 'string', default: '0' },
      keep: { type: 'boolean', default: false },
    },
  },
  withStressCount(process.argv.slice(2)),
);
const tiers = flags.tiers.split(',') as TierName[];
const unknown = tiers.filter((tier) => !(tier in TIERS));
if (unknown.length) {
  console.error(`--tiers takes ${Object.keys(TIERS).join(', ')}, not ${unknown.join(', ')}.`);
  process.exit(2);
}

const { folder, clone } = cleanClone('bench-suite-');
const run = (name: string, command: string, args: string[]) =>
  runStep(name, command, args, { cwd: clone });

/** What an author's quick fix looks like: one town's heading edited, committed on a branch. */
function authorsEdit() {
  const file = path.join(clone, 'pages-json/towns/chester.json');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      'Recent Projects in Chester',
      'Recent Projects Around Chester',
    ),
  );
  run('An author edits one heading', 'git', [
    '-c',
    'user.name=Bench',
    '-c',
    'user.email=bench@example.com',
    'commit',
    '-qam',
    'Chester: heading',
  ]);
}

run('A branch for the change', 'git', ['checkout', '-q', '-b', 'bench']);
const stress = Number(flags.stress);
const stop = stress > 0 ? await startStress(stress) : undefined;
const rows: string[] = [];
let failed = false;
try {
  for (const tier of tiers) {
    if (tier === 'content') authorsEdit();
    const { ok, seconds } = run(`npm ${TIERS[tier].command.join(' ')}`, 'npm', [
      ...TIERS[tier].command,
    ]);
    failed ||= !ok;
    const target = TIERS[tier].target;
    rows.push(
      `| npm ${TIERS[tier].command.join(' ')} | ${ok ? 'passed' : 'FAILED'} | ${Math.round(seconds)} s | ${target} s | ${(seconds / target).toFixed(2)}× ${seconds <= target ? '(met)' : '(missed)'} |`,
    );
  }
} finally {
  await stop?.();
}
console.log(`\n${stress} busy loops beside the suite; ${machineLoad()}`);
console.log('| tier | verdict | time | target | of the target |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (!flags.keep) rmSync(folder, { recursive: true, force: true });
else console.log(`The clone is kept at ${clone}.`);
process.exit(failed ? 1 : 0);
