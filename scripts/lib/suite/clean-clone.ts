/**
 * A clean clone of this repository's committed HEAD in a temporary folder, and its named steps:
 * what the author's trial and the tiers' verdicts run the suite in, as CI would.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../paths.ts';

export interface CleanClone {
  /** The temporary folder (remove it when done). */
  folder: string;
  /** The clone itself, inside it. */
  clone: string;
}

/** Runs one named step, printing its name, then its time and whether it passed. */
export function runStep(
  name: string,
  command: string,
  args: string[],
  options: SpawnSyncOptions & { cwd: string },
): { ok: boolean; seconds: number } {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = Math.round((performance.now() - started) / 1000);
  const ok = status === 0;
  console.log(ok ? `✔ ${name} (${seconds} s)` : `✘ ${name} failed (${seconds} s)`);
  return { ok, seconds };
}

/**
 * Clones the committed HEAD into a new temporary folder and installs it with `npm ci`; exits the
 * process, keeping the folder, when either fails.
 */
export function cleanClone(prefix: string): CleanClone {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  // Readable by all, as a clone in a home folder is: the suite runs some writers as another user.
  chmodSync(folder, 0o755);
  const clone = path.join(folder, 'site');
  for (const [name, command, args, cwd] of [
    ['Clone the committed HEAD', 'git', ['clone', '--quiet', root, clone], root],
    ['Install as CI does', 'npm', ['ci', '--no-audit', '--no-fund'], clone],
  ] as const) {
    if (runStep(name, command, [...args], { cwd }).ok) continue;
    console.error(`The clone is kept at ${clone}.`);
    process.exit(1);
  }
  return { folder, clone };
}
