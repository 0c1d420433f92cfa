import { existsSync, statSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { root } from '../../lib/paths.ts';
import { barePath, writeBarePages } from './bare-files.ts';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'bare-files-'));
  await cp(
    path.join(root, 'tests/fixtures/prerendered/compact-hero.html'),
    path.join(dist, 'contact/index.html'),
  );
  const built = new Date('2024-05-01T12:00:00Z');
  await utimes(path.join(dist, 'contact/index.html'), built, built);
});
afterEach(() => rm(dist, { recursive: true, force: true }));

describe('writeBarePages', () => {
  it('writes each bare page where the server finds it, as old as the page it stands beside', async () => {
    await writeBarePages(dist, ['/contact']);
    const bareFile = path.join(dist, barePath('/contact'), 'index.html');
    expect(barePath('/contact')).toBe('/__bare/contact/');
    expect(await readFile(bareFile, 'utf8')).toMatch(/<h1\b[^>]*>Contact Us<\/h1>/);
    // Last-Modified, in whole seconds, is what the browser sees of a file's age.
    const lastModified = (file: string) => statSync(file).mtime.toUTCString();
    expect(lastModified(bareFile)).toBe(lastModified(path.join(dist, 'contact/index.html')));
  });

  it('leaves dist/ as it found it when removed', async () => {
    const remove = await writeBarePages(dist, ['/contact']);
    await remove();
    expect(existsSync(path.join(dist, '__bare'))).toBe(false);
    expect(existsSync(path.join(dist, 'contact/index.html'))).toBe(true);
  });

  it('names a route that was not built', async () => {
    await expect(writeBarePages(dist, ['/nowhere'])).rejects.toThrow('/nowhere');
  });
});
