import { execFile, execFileSync, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import {
  chmod,
  chown,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root } from '../scripts/lib/paths.ts';
import { atomicWrite, createWhole, isTemporaryFile, WriteRefused } from './atomic-write.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atomic-write-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const file = () => path.join(dir, 'page.json');

describe('atomicWrite', () => {
  it('keeps the mode of the file it replaces (a save turned 0600 into 0644)', async () => {
    await writeFile(file(), '{"old": true}\n');
    await chmod(file(), 0o600);
    await atomicWrite(file(), '{"new": true}\n');
    expect(await readFile(file(), 'utf8')).toBe('{"new": true}\n');
    expect((await stat(file())).mode & 0o777).toBe(0o600);
  });

  it('refuses a read-only file with a one-line reason, and leaves it as it was', async () => {
    await writeFile(file(), 'old');
    await chmod(file(), 0o444);
    const refusal = atomicWrite(file(), 'new');
    await expect(refusal).rejects.toBeInstanceOf(WriteRefused);
    await expect(refusal).rejects.toThrow(
      /^\S+page\.json is read-only \(mode 444\): nothing was written\./,
    );
    expect(await readFile(file(), 'utf8')).toBe('old');
  });

  it('refuses a file another program changed since it was read, keeping that change', async () => {
    await writeFile(file(), 'as read');
    await writeFile(file(), 'edited by someone else');
    await expect(atomicWrite(file(), 'mine', { expected: 'as read' })).rejects.toThrow(
      /changed since it was read: nothing was written, so that change is kept/,
    );
    expect(await readFile(file(), 'utf8')).toBe('edited by someone else');
  });

  it('refuses to write through a symbolic link', async () => {
    await writeFile(path.join(dir, 'elsewhere.json'), 'outside');
    await symlink(path.join(dir, 'elsewhere.json'), file());
    await expect(atomicWrite(file(), 'new')).rejects.toThrow(/is a symbolic link/);
    expect(await readFile(path.join(dir, 'elsewhere.json'), 'utf8')).toBe('outside');
  });

  it('loses nothing when writes to one file run side by side: the file is one of them, whole', async () => {
    await writeFile(file(), 'start');
    const texts = Array.from({ length: 20 }, (_, i) => `${'x'.repeat(10_000)} writer ${i}`);
    await Promise.all(texts.map((text) => atomicWrite(file(), text)));
    expect(texts).toContain(await readFile(file(), 'utf8'));
  });
});

const fixture = path.join(root, 'tests/support/atomicWriteFixture.ts');
const isRoot = process.getuid?.() === 0;
const idOf = (flag: '-u' | '-g') =>
  Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }));

/** The atomic write of `text` to `file`, by a real process of the user `nobody` (setpriv). */
function writeAsNobody(file: string, text: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    execFile(
      'setpriv',
      [`--reuid=${idOf('-u')}`, `--regid=${idOf('-g')}`, '--clear-groups', '--'].concat(
        process.execPath,
        ['--import', 'tsx', fixture, file, text],
      ),
      { cwd: root },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
    );
  });
}

// Rename needs only the folder's permission, so these need a second user: root makes one.
describe.skipIf(!isRoot)('atomicWrite for a user who does not own the file', () => {
  /** A folder of the user nobody, holding page.json of root's with `mode`. */
  async function nobodysFolder(mode: number) {
    await chmod(dir, 0o755);
    const folder = path.join(dir, 'site');
    await mkdir(folder);
    await chown(folder, idOf('-u'), idOf('-g'));
    const page = path.join(folder, 'dover.json');
    await writeFile(page, 'old');
    await chmod(page, mode);
    return page;
  }

  it("refuses root's file (mode 644) in the user's own folder, and keeps it and its owner", async () => {
    const page = await nobodysFolder(0o644);
    const { code, output } = await writeAsNobody(page, 'new');
    expect(output).toMatch(
      /dover\.json belongs to root \(mode 644\), and you may not write it: nothing was written\./,
    );
    expect(code).toBe(1);
    expect(await readFile(page, 'utf8')).toBe('old');
    expect((await stat(page)).uid).toBe(0);
    expect(await readdir(path.dirname(page))).toEqual(['dover.json']);
  });

  it('refuses a file anyone may write but someone else owns: the new file would be the user’s', async () => {
    const page = await nobodysFolder(0o666);
    const { code, output } = await writeAsNobody(page, 'new');
    expect(output).toMatch(/belongs to root, group id 0; replacing it would give it to you/);
    expect(code).toBe(1);
    expect(await readFile(page, 'utf8')).toBe('old');
    expect((await stat(page)).uid).toBe(0);
  });

  it("writes the user's own file, which stays theirs", async () => {
    const page = await nobodysFolder(0o644);
    await chown(page, idOf('-u'), idOf('-g'));
    expect(await writeAsNobody(page, 'new')).toEqual({ code: 0, output: '' });
    expect(await readFile(page, 'utf8')).toBe('new');
    expect((await stat(page)).uid).toBe(idOf('-u'));
  });

  it('as root, keeps the owner and group of the file it replaces', async () => {
    await writeFile(file(), 'old');
    await chown(file(), idOf('-u'), idOf('-g'));
    await atomicWrite(file(), 'new');
    const info = await stat(file());
    expect([info.uid, info.gid]).toEqual([idOf('-u'), idOf('-g')]);
    expect(await readFile(file(), 'utf8')).toBe('new');
  });
});

/** The id of a process that has ended. */
const endedPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => resolve(child.pid!));
  });

describe('temporary files', () => {
  /** Kills a process that writes 20 MB to page.json over and over as its first temporary file appears. */
  const killMidWrite = () =>
    new Promise<number>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', fixture, file(), 'x', '1000', '20000000'],
        { cwd: root, stdio: 'ignore' },
      );
      const watcher = watch(dir, (_event, name) => {
        if (String(name).endsWith('.saving')) child.kill('SIGKILL');
      });
      child.on('exit', () => {
        watcher.close();
        resolve(child.pid!);
      });
    });

  it('a write killed mid-way leaves one, named for its file and process, which the next write into the folder removes', async () => {
    await writeFile(file(), 'old');
    let left: string[] = [];
    let pid = 0;
    for (let run = 0; run < 10 && left.length === 0; run++) {
      pid = await killMidWrite();
      left = (await readdir(dir)).filter((name) => name !== 'page.json');
    }
    expect(left).toEqual([
      expect.stringMatching(new RegExp(`^page\\.json\\.${pid}-[0-9a-f]{8}\\.saving$`)),
    ]);
    expect(isTemporaryFile(left[0]!)).toBe(true);
    expect(['old', 'x'.repeat(20_000_000)]).toContain(await readFile(file(), 'utf8'));

    await atomicWrite(path.join(dir, 'other.json'), 'another file in the folder');
    expect((await readdir(dir)).sort()).toEqual(['other.json', 'page.json']);
  }, 120_000);

  it('a temporary file whose writer still runs is left to it', async () => {
    const writer = spawn('sleep', ['60']);
    const live = `page.json.${writer.pid}-0123abcd.saving`;
    const ended = `page.json.${await endedPid()}-0123abcd.saving`;
    try {
      await writeFile(path.join(dir, live), 'half');
      await writeFile(path.join(dir, ended), 'half');
      await createWhole(path.join(dir, 'new.json'), 'made whole');
      expect((await readdir(dir)).sort()).toEqual(['new.json', live]);
    } finally {
      writer.kill();
    }
  });
});
