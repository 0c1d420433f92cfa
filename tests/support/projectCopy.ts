/**
 * A throwaway copy of the project as git sees it (tracked and new files, node_modules linked),
 * committed once, so a test can change it like a contributor would and read `git status`.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { root } from '../../scripts/lib/paths.ts';

const run = promisify(execFile);

type Output = { stdout: string; stderr: string };

export interface ProjectCopy {
  dir: string;
  /** Runs a command in the copy, as in CI; rejects on a non-zero exit. */
  inCopy: (command: string, args: string[]) => Promise<Output>;
  /**
   * Runs a package.json script in the copy as `npm run -s <name> -- <args>` does, without the
   * start-up of npm and of tsx's own launcher (about a second of CPU each, per call).
   */
  npmRun: (name: string, args?: string[]) => Promise<Output>;
  remove: () => Promise<void>;
}

export async function copyProject(prefix: string): Promise<ProjectCopy> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const inCopy = (command: string, args: string[]) =>
    run(command, args, { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } });
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  // node_modules is linked below; a checkout whose own node_modules is a link lists it as new.
  const files = stdout.split('\n').filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(root, file), path.join(dir, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error; // deleted in the working tree, not yet committed
    });
  }
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // The encoded images are build output, slow to remake; the build only needs them present.
  await cp(path.join(root, 'public/Assets/img'), path.join(dir, 'public/Assets/img'), {
    recursive: true,
  }).catch(() => undefined);
  await inCopy('git', ['init', '-q']);
  await inCopy('git', ['add', '-A']);
  await inCopy('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'copy']);
  const { scripts } = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const npmRun = async (name: string, args: string[] = []): Promise<Output> => {
    const script = scripts[name];
    if (!script) throw new Error(`package.json has no script "${name}"`);
    // npm hands the arguments to the script's last command.
    const commands = script.split(' && ');
    const outputs: Output[] = [];
    for (const [index, command] of commands.entries()) {
      const extra = index === commands.length - 1 ? args : [];
      const nested = /^npm run (?:-s |--silent )?(\S+)$/.exec(command);
      const [program = '', ...words] = command.split(' ');
      outputs.push(
        nested
          ? await npmRun(nested[1]!, extra)
          : program === 'tsx'
            ? await inCopy(process.execPath, ['--import', 'tsx', ...words, ...extra])
            : await inCopy(path.join(dir, 'node_modules/.bin', program), [...words, ...extra]),
      );
    }
    return {
      stdout: outputs.map((output) => output.stdout).join(''),
      stderr: outputs.map((output) => output.stderr).join(''),
    };
  };
  return { dir, inCopy, npmRun, remove: () => rm(dir, { recursive: true, force: true }) };
}
