/**
 * Every npm command's script refuses a flag it does not know, before doing any work: a mistyped
 * `--chek` must not run the script as if it were not there. Each runs as a real process.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { root } from './lib/paths.ts';

const run = promisify(execFile);

/** Commands that hand their whole command line to another tool, which refuses for itself. */
const passedOn = new Set([
  'scripts/e2e.ts', // Playwright's own options
  'scripts/test-all.ts', // its step names
]);

const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const entries = [
  ...new Set(
    Object.values(scripts).flatMap((command) =>
      [...command.matchAll(/\btsx (\S+\.ts)/g)].map((m) => m[1]!),
    ),
  ),
].filter((file) => !passedOn.has(file));

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
        expect.stringMatching(/--no-such-flag; (it knows --|it takes no flags)/),
      ]);
      expect(result.stdout).toBe('');
      expect(result.code).toBe(2);
    },
  );
});
