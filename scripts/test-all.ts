/**
 * `npm test` (everything), `npm run check` (before a commit) and `npm run check:content` (a change
 * to page files or media): the tier's steps in the order a failure is cheapest to find, stopping
 * at the first that fails, with each step's time at the end (docs/testing.md).
 * `npm test -- <step> …` runs only the named steps, e.g. `npm test -- e2e visual`.
 */
import { parseArgs } from 'node:util';
import { ensureFfmpeg } from './lib/machine/ffmpeg.ts';
import { ensurePostgres } from './lib/machine/postgres.ts';
import { runSteps, summary } from './lib/suite/run-steps.ts';
import { STEPS, type Tier } from './lib/suite/steps.ts';

const TIERS: readonly Tier[] = ['check', 'content', 'all'];
const parsed = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        tier: { type: 'string', default: 'all' },
        list: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}; the options are --tier and --list.`);
    process.exit(2);
  }
})();
const { values, positionals } = parsed;
const tier = values.tier as Tier;
if (!TIERS.includes(tier)) {
  console.error(`--tier must be one of ${TIERS.join(', ')}, not "${values.tier}".`);
  process.exit(2);
}
const inTier = STEPS.filter((step) => step.tiers.includes(tier));
if (values.list) {
  for (const step of STEPS)
    console.log(`${step.id.padEnd(16)} ${step.name} (${step.tiers.join(', ')})`);
  process.exit(0);
}
const unknown = positionals.filter((id) => !STEPS.some((step) => step.id === id));
if (unknown.length) {
  console.error(
    `No step is called ${unknown.map((id) => `"${id}"`).join(' or ')}; the steps are: ${STEPS.map((step) => step.id).join(', ')}.`,
  );
  process.exit(2);
}
// Named steps run even outside the tier, so `npm test -- review` works too.
const selected = positionals.length
  ? STEPS.filter((step) => positionals.includes(step.id))
  : inTier;

// The backend tests run against PGlite and, when it is installed (or installable), PostgreSQL;
// a video's still is taken by ffmpeg where it is installed, as on an author's machine.
if (selected.some((step) => step.needsMachine)) {
  if (ensurePostgres()) process.env.REQUIRE_POSTGRES = '1';
  ensureFfmpeg();
}

const started = performance.now();
const results = await runSteps(selected);
const { text, ok } = summary(selected, results, (performance.now() - started) / 1000);
console.log(text);
process.exit(ok ? 0 : 1);
