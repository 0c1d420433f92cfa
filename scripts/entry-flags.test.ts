/**
 * Every npm command's script refuses a flag it does not know, before doing any work: a mistyped
 * `--chek` must not run the script as if it were not there. Each runs as a real process.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { root } from './lib/paths.ts';

const run = promisify(execFile);

/** Hands its whole command line to Playwright, which refuses a flag it does not know. */
const passedOn = 'scripts/e2e.ts';

const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** Each npm command's script, and every other script in scripts/ and scripts/bench/. */
const loose = async (folder: string) =>
  (await readdir(path.join(root, folder)))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`);
const entries = [
  ...new Set([
    ...Object.values(scripts).flatMap((command) =>
      [...command.matchAll(/\btsx (\S+\.ts)/g)].map((m) => m[1]!),
    ),
    ...(await loose('scripts')),
    ...(await loose('scripts/bench')),
  ]),
].filter((file) => file !== passedOn);

describe('an unknown flag', () => {
  it('the npm commands name their scripts', () => {
    expect(entries).toContain('scripts/gen-types.ts');
    expect(entries.length).toBeGreaterThan(15);
  });

  // One at a time, so each timeout is its own process's: a script loads its modules first
  // (Playwright, Vite, Lighthouse: seconds on a busy 2-core machine), then refuses before any
  // work. The timeout is a hang detector, not a speed goal.
  it.each(entries)(
    '%s refuses it in one line, with exit status 2',
    { timeout: 120_000 },
    async (file) => {
      // One Node process, as `tsx <file>` runs it without tsx's own launcher process.
      const result = await run(process.execPath, ['--import', 'tsx', file, '--no-such-flag'], {
        cwd: root,
      }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(result.stderr.trim().split('\n')).toEqual([
        // Names the flag, then the flags it knows (or that it takes none).
        expect.stringMatching(/--no-such-flag\W.*(--\w|no flags)/),
      ]);
      expect(result.stdout).toBe('');
      expect(result.code).toBe(2);
    },
  );
});
