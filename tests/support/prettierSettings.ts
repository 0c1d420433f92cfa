/**
 * The project's Prettier, for tests that write into a throwaway folder: its settings copied there
 * (the tools format a file as Prettier would in the folder it is in), and `prettier --check`, the
 * CLI that `npm run lint` runs, over what they wrote.
 */
import { execFile } from 'node:child_process';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../scripts/lib/paths.ts';

const run = promisify(execFile);

/** The files that tell Prettier how to write this project's files, and which to leave. */
export const PRETTIER_SETTINGS = ['.prettierrc.json', '.prettierignore'];

/** Copies the project's Prettier settings into `folder`, the root of a throwaway copy. */
export async function copyPrettierSettings(folder: string) {
  for (const name of PRETTIER_SETTINGS) await cp(path.join(root, name), path.join(folder, name));
}

/** `prettier --check` run in `folder` on `files`: what it printed, and whether it passed. */
export async function prettierCheck(folder: string, files: string[]) {
  return run(path.join(root, 'node_modules/.bin/prettier'), ['--check', ...files], {
    cwd: folder,
  }).then(
    ({ stdout, stderr }) => ({ passed: true, output: stdout + stderr }),
    (error: { stdout: string; stderr: string }) => ({
      passed: false,
      output: error.stdout + error.stderr,
    }),
  );
}
