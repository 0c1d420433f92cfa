/**
 * A fixed CPU load for `bench:pages --stress N`: N worker threads that spin until stopped, so
 * Chromium's main thread competes for the cores as it would on a slow, busy phone.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

export async function startStress(threads: number): Promise<() => Promise<void>> {
  const workers = Array.from({ length: threads }, () => new Worker('for (;;) {}', { eval: true }));
  await Promise.all(
    workers.map((worker) => new Promise((resolve) => worker.once('online', resolve))),
  );
  return async () => {
    await Promise.all(workers.map((worker) => worker.terminate()));
  };
}

/** Busy loops when `--stress` is given without a count. */
const DEFAULT_STRESS_THREADS = 2;

/** The command line with a bare `--stress` given its default count (parseArgs wants a value). */
export const withStressCount = (given: readonly string[]): string[] =>
  given.flatMap((arg, i, all) =>
    arg === '--stress' && !/^\d+$/.test(all[i + 1] ?? '')
      ? [arg, String(DEFAULT_STRESS_THREADS)]
      : [arg],
  );

/** The machine's own load, printed beside a bench's results: a busy machine skews every time. */
export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${os.cpus().length} cores`;
}
