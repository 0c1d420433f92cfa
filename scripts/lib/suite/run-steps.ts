/**
 * Runs the suite's steps in order, stopping at the first that fails, and prints each step's time
 * at the end. The side-by-side steps each keep one core busy, so they run two at a time, each
 * one's output printed whole when it ends; the others use both cores on their own.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { Step } from './steps.ts';

export interface StepResult {
  step: Step;
  ok: boolean;
  seconds: number;
}

const env = (step: Step) => ({ ...process.env, FORCE_COLOR: '1', ...step.env });
const since = (started: number) => (performance.now() - started) / 1000;

function runInline(step: Step): StepResult {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: env(step) });
  return { step, ok: status === 0, seconds: since(started) };
}

async function runQuietly(step: Step): Promise<StepResult> {
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
  return { step, ok: status === 0, seconds: since(started) };
}

/** Two lanes over the group; a lane takes no new step once one has failed. */
async function runSideBySide(group: Step[], results: StepResult[]): Promise<boolean> {
  const queue = [...group];
  let ok = true;
  const lane = async () => {
    for (let step = queue.shift(); step && ok; step = queue.shift()) {
      const result = await runQuietly(step);
      results.push(result);
      if (!result.ok) ok = false;
    }
  };
  await Promise.all([lane(), lane()]);
  return ok;
}

export async function runSteps(steps: readonly Step[]): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (let at = 0; at < steps.length;) {
    const step = steps[at]!;
    if (!step.sideBySide) {
      at += 1;
      const result = runInline(step);
      results.push(result);
      if (!result.ok) break;
      continue;
    }
    const group: Step[] = [];
    while (steps[at]?.sideBySide) group.push(steps[at++]!);
    if (!(await runSideBySide(group, results))) break;
  }
  return results;
}

const minutes = (seconds: number) =>
  seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

/** The summary: each step with its time, the steps not run, and the whole run's time. */
export function summary(selected: readonly Step[], results: StepResult[], seconds: number) {
  const lines = ['', 'Summary'];
  for (const { step, ok, seconds: took } of results)
    lines.push(`  ${ok ? '✔' : '✘'} ${step.name} [${step.id}] (${minutes(took)})`);
  const failed = results.filter((r) => !r.ok).length;
  const skipped = selected.length - results.length;
  if (skipped) lines.push(`  … ${skipped} later steps not run`);
  lines.push(
    `checks: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}, in ${minutes(seconds)}`,
  );
  return { text: lines.join('\n'), ok: failed === 0 && skipped === 0 };
}
