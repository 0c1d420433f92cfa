/**
 * The CI workflow against what it claims (docs/testing.md, "CI"): each job's timeout fits the
 * time measured for it, a push to main runs every step of `npm test`, a content-only pull request
 * runs `check` and `check:content` alone, the reports are kept, and `.ci/run` is still the
 * README's command.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '../paths.ts';
import { STEPS, type Tier } from './steps.ts';

interface WorkflowStep {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  'timeout-minutes'?: number;
  strategy?: { matrix?: Record<string, unknown[]> };
  steps: WorkflowStep[];
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const workflow = parse(read('.github/workflows/ci.yml')) as { jobs: Record<string, Job> };
const jobs = Object.entries(workflow.jobs);
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** The table of docs/testing.md's CI section: each job's measured minutes. */
function measuredMinutes(): Map<string, number> {
  const docs = read('docs/testing.md');
  const section = docs.slice(docs.indexOf('\n## CI\n')).split(/\n## (?!CI\n)/)[0]!;
  const rows = [...section.matchAll(/^\| `([\w-]+)` +\| ([\d.]+) +\|/gm)];
  return new Map(rows.map(([, job, minutes]) => [job!, Number(minutes)]));
}

/** Each command a job runs, one per line. */
const commandsOf = (job: Job) =>
  job.steps.flatMap((step) => (step.run ?? '').split('\n').map((line) => line.trim()));

const tierSteps = (tier: Tier) => STEPS.filter((step) => step.tiers.includes(tier));

/** The suite's steps one command runs: `npm test -- <ids>`, a tier, or a step's own script. */
function stepsOf(command: string): string[] {
  if (!command.startsWith('npm ') || command === 'npm ci') return [];
  const parsed = /^npm (?:run (\S+)|test)(?: -- (.*))?$/.exec(command);
  if (!parsed) throw new Error(`"${command}": this test does not understand that npm command.`);
  const [, script, args = ''] = parsed;
  const body = scripts[script ?? 'test'];
  if (body === undefined) throw new Error(`"${command}": package.json has no such script.`);
  if (body.startsWith('tsx scripts/test-all.ts')) {
    const named = args.split(/\s+/).filter(Boolean);
    if (named.length) return named;
    const tier = (/--tier (\w+)/.exec(body)?.[1] ?? 'all') as Tier;
    return tierSteps(tier).map((step) => step.id);
  }
  return STEPS.filter((step) => step.command[3] === script).map((step) => step.id);
}

/**
 * The jobs that run on a push to main or on a content-only pull request, from each job's `if`
 * and `needs`; an `if` this test does not understand fails it rather than being guessed at.
 */
function jobsRun(contentOnly: boolean): string[] {
  const ran = new Set<string>();
  for (const [name, job] of jobs) {
    const needs = [job.needs ?? []].flat();
    const condition = job.if ?? '';
    const allNeedsRan = needs.every((need) => ran.has(need));
    let runs: boolean;
    if (condition === '') runs = allNeedsRan;
    else if (condition === "needs.check.outputs.content-only == 'true'")
      runs = allNeedsRan && contentOnly;
    else if (condition === "needs.check.outputs.content-only != 'true'")
      runs = allNeedsRan && !contentOnly;
    else if (/^always\(\) && needs\.([\w-]+)\.result != 'skipped'$/.test(condition))
      runs = needs.some((need) => ran.has(need));
    else throw new Error(`Job ${name}: this test does not understand "if: ${condition}".`);
    if (runs) ran.add(name);
  }
  return [...ran];
}

const stepsRunBy = (names: string[]) =>
  new Set(names.flatMap((name) => commandsOf(workflow.jobs[name]!).flatMap(stepsOf)));

/** Whether a job keeps `folder` as an artifact whatever the outcome. */
const keepsAlways = (job: Job, folder: string) =>
  job.steps.some(
    (step) =>
      step.uses?.startsWith('actions/upload-artifact@') &&
      step.if === 'always()' &&
      String(step.with?.path).split('\n').includes(folder),
  );

describe('the CI workflow', () => {
  it('gives each job about twice its measured time: at least 1.5 times, at most 3 times', () => {
    const measured = measuredMinutes();
    expect([...measured.keys()].sort()).toEqual(jobs.map(([name]) => name).sort());
    for (const [name, job] of jobs) {
      const minutes = measured.get(name)!;
      const timeout = job['timeout-minutes'];
      expect(timeout, `${name}'s timeout-minutes`).toBeGreaterThanOrEqual(minutes * 1.5);
      expect(timeout, `${name}'s timeout-minutes`).toBeLessThanOrEqual(minutes * 3);
    }
  });

  it('names only steps, scripts and files that exist', () => {
    const ids = new Set(STEPS.map((step) => step.id));
    for (const [, job] of jobs) {
      for (const command of commandsOf(job)) {
        for (const id of stepsOf(command)) expect(ids, `"${command}"`).toContain(id);
        const file = /^npx tsx (\S+)/.exec(command)?.[1];
        if (file) expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
      }
    }
  });

  it('runs every step of `npm test` on a push to main, each shard of the end-to-end tests', () => {
    const ran = jobsRun(false);
    const stepsRun = stepsRunBy(ran);
    const left = tierSteps('all').filter((step) => !stepsRun.has(step.id));
    expect(
      left.map((step) => step.id),
      'steps of npm test no job runs',
    ).toEqual([]);
    for (const name of ran) {
      const job = workflow.jobs[name]!;
      const total = commandsOf(job)
        .map((command) => /--shard=\$\{\{ matrix\.shard \}\}\/(\d+)/.exec(command)?.[1])
        .find(Boolean);
      if (total)
        expect(job.strategy?.matrix?.shard, `${name}'s shards`).toEqual(
          Array.from({ length: Number(total) }, (_, index) => index + 1),
        );
    }
  });

  it('runs only `check` and `check:content` on a content-only pull request', () => {
    const ran = jobsRun(true);
    expect(ran).toEqual(['check', 'content']);
    const stepsRun = stepsRunBy(ran);
    const left = tierSteps('content').filter((step) => !stepsRun.has(step.id));
    expect(
      left.map((step) => step.id),
      'steps of check:content no job runs',
    ).toEqual([]);
  });

  it('keeps the review of the changed pages and the end-to-end report of every run', () => {
    for (const [name, job] of jobs) {
      const steps = new Set(commandsOf(job).flatMap(stepsOf));
      if (steps.has('visual') || steps.has('review'))
        expect(keepsAlways(job, 'test-results/visual/review'), name).toBe(true);
      if (commandsOf(job).some((command) => command.startsWith('npm run test:e2e ')))
        expect(keepsAlways(job, 'blob-report'), name).toBe(true);
    }
  });
});

it(".ci/run is the README's command: npm ci, then npm test", () => {
  const commands = read('.ci/run')
    .split('\n')
    .filter((line) => line.startsWith('npm'));
  expect(commands).toEqual(['npm ci', 'npm test']);
});
