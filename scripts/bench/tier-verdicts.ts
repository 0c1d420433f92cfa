/**
 * `npm run bench:tiers`: does `npm run check:content` give the verdict the whole `npm test` gives
 * on a change to page files alone? In a clean clone of the committed HEAD (installed as CI does),
 * each case changes pages-json/ as an author could: ten broken page files from
 * tests/fixtures/invalid/, each added as a page, and one good new town (`npm run new:town`, every
 * placeholder written over, the draft published). Each tier runs on each case; a table gives the
 * verdicts (and the step that failed), and the run fails when the tiers disagree on any case.
 *
 *   npm run bench:tiers [-- --only <case> …] [--tiers content|all|both] [--keep]
 *
 * The whole suite takes a quarter of an hour or more on a good case, so `--only` picks cases
 * (`--only list` names them) and `--tiers` one tier. Each run's output is kept in
 * bench-results/tier-verdicts/<case>.<tier>.log.
 */
import { openSync, closeSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PLACEHOLDER_MARKER } from '../../content/index.ts';
import { textFor, writeOtherWords } from '../lib/scaffold/made-up-copy.ts';
import { root } from '../lib/paths.ts';
import { cleanClone, runStep } from '../lib/suite/clean-clone.ts';

/** Broken page files of tests/fixtures/invalid/, one of each kind of fault. */
const FIXTURES = [
  'invalid-json', // the file does not parse
  'misspelled-section-type', // a section type no schema has
  'missing-headline', // a required field left out
  'heading-too-long', // a text over its schema's length
  'broken-internal-link', // a link to no page
  'duplicate-path', // the home page's path again
  'missing-asset', // a picture that is not there
  'missing-fragment', // a fragment that is not there
  'media-origin', // a video the site's CSP would refuse
  'not-unique-copy', // a town page that copies another's words
];
const GOOD_TOWN = { id: 'good-town', name: 'Madison', zip: '07940' };
const CASES = [...FIXTURES, GOOD_TOWN.id];

const TIERS = {
  content: ['npm', 'run', 'check:content'],
  all: ['npm', 'test'],
} as const;
type TierName = keyof typeof TIERS;

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        only: { type: 'string', multiple: true },
        tiers: { type: 'string', default: 'both' },
        keep: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}; the options are --only, --tiers and --keep.`);
    process.exit(2);
  }
})();
if (values.only?.includes('list')) {
  console.log(CASES.join('\n'));
  process.exit(0);
}
const unknown = (values.only ?? []).filter((id) => !CASES.includes(id));
if (unknown.length) {
  console.error(`No case is called ${unknown.join(', ')}; the cases are: ${CASES.join(', ')}.`);
  process.exit(2);
}
if (!['content', 'all', 'both'].includes(values.tiers)) {
  console.error(`--tiers must be content, all or both, not "${values.tiers}".`);
  process.exit(2);
}
const cases = values.only ?? CASES;
const tiers: TierName[] = values.tiers === 'both' ? ['content', 'all'] : [values.tiers as TierName];
const logDir = path.join(root, 'bench-results/tier-verdicts');
mkdirSync(logDir, { recursive: true });

/** Adds a broken fixture as a page: a town's beside the towns, any other at the top. */
function addFixture(clone: string, name: string): string {
  const from = path.join(clone, 'tests/fixtures/invalid', `${name}.json`);
  const isTown = /"group":\s*"town"/.test(readFileSync(from, 'utf8'));
  const file = `pages-json/${isTown ? 'towns/' : ''}fixture-${name}.json`;
  copyFileSync(from, path.join(clone, file));
  return file;
}

/** Written over with made-up words (as the studio e2e's author does), the draft published. */
function fillTown(value: unknown): unknown {
  if (typeof value === 'string')
    return value.startsWith(PLACEHOLDER_MARKER) ? textFor(value) : value;
  if (Array.isArray(value)) return value.map(fillTown);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'draft')
        .map(([key, child]) => [key, fillTown(child)]),
    );
  return value;
}

/** `npm run new:town`, every placeholder written, published and formatted. */
function addGoodTown(clone: string): string {
  const { name, zip } = GOOD_TOWN;
  const made = runStep(
    `npm run new:town -- --name ${name}`,
    'npm',
    ['run', 'new:town', '--', '--name', name, '--zip', zip],
    { cwd: clone },
  );
  if (!made.ok) throw new Error(`npm run new:town refused ${name}: see above.`);
  const file = `pages-json/towns/${name.toLowerCase()}.json`;
  const full = path.join(clone, file);
  // Words the suite's own made-up towns never use, as the author's trial writes.
  writeOtherWords();
  writeFileSync(
    full,
    `${JSON.stringify(fillTown(JSON.parse(readFileSync(full, 'utf8'))), null, 2)}\n`,
  );
  spawnSync('npx', ['prettier', '--write', file], { cwd: clone, stdio: 'inherit' });
  return file;
}

interface Verdict {
  ok: boolean;
  seconds: number;
  /** The id of the step that failed (the summary's `[id]`), when one did. */
  failed?: string;
}

function runTier(clone: string, id: string, tier: TierName): Verdict {
  const log = path.join(logDir, `${id}.${tier}.log`);
  const fd = openSync(log, 'w');
  const [command, ...args] = TIERS[tier];
  console.log(`\n▶ ${id}: ${TIERS[tier].join(' ')} (output in ${path.relative(root, log)})`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd: clone, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const seconds = Math.round((performance.now() - started) / 1000);
  const output = readFileSync(log, 'utf8');
  const failed = /✘ .*\[([\w-]+)\]/.exec(output)?.[1];
  const ok = status === 0;
  console.log(`${ok ? '✔ passed' : `✘ failed${failed ? ` at ${failed}` : ''}`} (${seconds} s)`);
  return { ok, seconds, ...(failed ? { failed } : {}) };
}

const { folder, clone } = cleanClone('tier-verdicts-');
const rows: { id: string; file: string; verdicts: Partial<Record<TierName, Verdict>> }[] = [];
for (const id of cases) {
  // Back to the committed HEAD: the last case's page file, build and results gone.
  spawnSync('git', ['reset', '--hard', '--quiet'], { cwd: clone, stdio: 'inherit' });
  spawnSync('git', ['clean', '-fdq', '--', 'pages-json'], { cwd: clone, stdio: 'inherit' });
  const file = id === GOOD_TOWN.id ? addGoodTown(clone) : addFixture(clone, id);
  const verdicts: Partial<Record<TierName, Verdict>> = {};
  for (const tier of tiers) verdicts[tier] = runTier(clone, id, tier);
  rows.push({ id, file, verdicts });
}

const said = (verdict?: Verdict) =>
  !verdict
    ? '–'
    : `${verdict.ok ? 'pass' : `FAIL${verdict.failed ? ` (${verdict.failed})` : ''}`} ${verdict.seconds} s`;
const agree = (row: (typeof rows)[number]) =>
  tiers.length < 2 || row.verdicts.content?.ok === row.verdicts.all?.ok;
const table = [
  ['case', 'page file', 'check:content', 'npm test', 'same verdict'],
  ...rows.map((row) => [
    row.id,
    row.file,
    said(row.verdicts.content),
    said(row.verdicts.all),
    tiers.length < 2 ? '–' : agree(row) ? 'yes' : 'NO',
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
console.log(
  '\n' + table.map((line) => line.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n'),
);

if (values.keep) console.log(`\nThe clone is kept at ${clone}.`);
else rmSync(folder, { recursive: true, force: true });
const disagreeing = rows.filter((row) => !agree(row));
if (disagreeing.length) {
  console.error(
    `\nThe tiers disagree on ${disagreeing.map((row) => row.id).join(', ')}: check:content must fail on whatever npm test fails on for a change to page files. Read the logs in ${path.relative(root, logDir)}/.`,
  );
  process.exit(1);
}
console.log(
  tiers.length < 2 ? '\nOne tier run: nothing compared.' : '\nThe two tiers agree on every case.',
);
