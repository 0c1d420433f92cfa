import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertNoStudioIn } from './dev-only.ts';

let dir = '';
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('assertNoStudioIn', () => {
  it('passes a build without the studio and fails one that bundled it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'studio-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<a href="/about">About</a>');
    await expect(assertNoStudioIn(dir)).resolves.toBeUndefined();
    await writeFile(path.join(dir, 'assets', 'main.js'), 'fetch("/__studio/api/pages")');
    await expect(assertNoStudioIn(dir)).rejects.toThrow(/assets\/main\.js .*dev-only/);
  });
});
