/**
 * `npm run serve` on a dist/ that holds a symbolic link: the server refuses to start, names the
 * link and never what it leads to. A dangling link is named too, not reported as a missing build.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/paths.ts';

const run = promisify(execFile);
let workDir: string;

/** A built-looking dist/ (pages, 404 page, headers file) in its own folder. */
async function fakeDist(name: string) {
  const dist = path.join(workDir, name, 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(
    path.join(dist, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n",
  );
  return dist;
}

async function serve(dist: string) {
  const env = { ...process.env, DIST_DIR: dist, PORT: '0', LOCAL_BACKEND: '0' };
  try {
    await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/serve.ts'], {
      cwd: root,
      env,
      timeout: 20_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'serve-links-'));
  await writeFile(path.join(workDir, 'secret.txt'), 'CI_DEPLOY_TOKEN=fake-secret-123\n');
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe.concurrent('npm run serve', { timeout: 30_000 }, () => {
  it('refuses a dist/ with a link to a file outside it, naming the link only', async () => {
    const dist = await fakeDist('outside');
    await symlink(path.join(workDir, 'secret.txt'), path.join(dist, 'secret.txt'));
    const result = await serve(dist);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('dist/secret.txt is a symbolic link');
    expect(result.stderr).toContain('Run `npm run build` again.');
    expect(result.stderr).not.toContain(workDir);
    expect(result.stderr).not.toContain('fake-secret');
  });

  it('a dangling link is named as a link, not reported as a missing dist/', async () => {
    const dist = await fakeDist('dangling');
    await symlink(path.join(workDir, 'gone'), path.join(dist, 'gone.txt'));
    const result = await serve(dist);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('dist/gone.txt is a symbolic link');
    expect(result.stderr).not.toContain('missing');
  });
});
