import { chmod, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atomicWrite, WriteRefused } from './atomic-write.ts';

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
