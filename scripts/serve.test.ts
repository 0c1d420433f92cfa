/**
 * `npm run serve` on a dist/ that holds a symbolic link: the server refuses to start, names the
 * link and never what it leads to. A dangling link is named too, not reported as a missing build.
 * A link put in after it started (to a file, or a folder on a file's way) is never followed.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './lib/paths.ts';
import { startStaticServer } from './serve.ts';

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
      timeout: 60_000,
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

describe.concurrent('npm run serve', { timeout: 90_000 }, () => {
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

describe('npm run serve while it runs', { timeout: 30_000 }, () => {
  let dist: string;
  let server: Server;
  let origin: string;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${pathname}`, { headers });

  beforeAll(async () => {
    dist = await fakeDist('running');
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    await writeFile(path.join(dist, 'about.html'), '<!doctype html><title>About</title>');
    await writeFile(path.join(dist, 'about.html.br'), brotliCompressSync('<title>About</title>'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'assets/app.js'), 'console.log(1);\n');
    await mkdir(path.join(workDir, 'elsewhere'));
    await writeFile(path.join(workDir, 'elsewhere/app.js'), 'const token = "fake-secret-123";\n');
    server = await startStaticServer(0, '127.0.0.1', dist);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends pages, their precompressed copy and byte ranges as a static host does', async () => {
    const about = await get('/about', { 'Accept-Encoding': 'br' });
    expect(about.status).toBe(200);
    expect(about.headers.get('content-encoding')).toBe('br');
    expect(await about.text()).toBe('<title>About</title>');
    const plain = await get('/about');
    expect(plain.headers.get('content-type')).toBe('text/html;charset=utf-8');
    expect(await plain.text()).toBe('<!doctype html><title>About</title>');
    const part = await get('/robots.txt', { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('User-agent');
    const asset = await get('/assets/app.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await get('/robots.txt', { 'If-None-Match': part.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await get('/../secret.txt')).status).toBe(404);
  });

  it('never follows a link put into dist/ after it started, to a file or above it to a folder', async () => {
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\n');
    await rm(path.join(dist, 'robots.txt'));
    await symlink(path.join(workDir, 'secret.txt'), path.join(dist, 'robots.txt'));
    await rm(path.join(dist, 'assets'), { recursive: true });
    await symlink(path.join(workDir, 'elsewhere'), path.join(dist, 'assets'), 'dir');
    for (const pathname of ['/robots.txt', '/assets/app.js']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain('fake-secret');
    }
  });
});
