/**
 * One setting moves the local backend for every command and for the pages they serve:
 * SUPABASE_LOCAL_PORT. A development server started with it runs the backend on that port, and
 * its pages call it there; a VITE_SUPABASE_URL on this machine starts the backend on its port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../tests/support/e2e/ownDevServer.ts';
import { root } from '../paths.ts';
import { backendAddress } from './localBackend.ts';

describe('backendAddress', () => {
  it('follows SUPABASE_LOCAL_PORT, and starts a backend on a local VITE_SUPABASE_URL', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('SUPABASE_LOCAL_PORT', '');
    await expect(backendAddress()).resolves.toEqual({
      url: 'http://127.0.0.1:54321',
      localPort: 54321,
    });
    vi.stubEnv('SUPABASE_LOCAL_PORT', '55001');
    await expect(backendAddress()).resolves.toEqual({
      url: 'http://127.0.0.1:55001',
      localPort: 55001,
    });
    vi.stubEnv('VITE_SUPABASE_URL', 'http://localhost:55002/');
    await expect(backendAddress()).resolves.toEqual({
      url: 'http://localhost:55002',
      localPort: 55002,
    });
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abc.supabase.co');
    await expect(backendAddress()).resolves.toEqual({ url: 'https://abc.supabase.co' });
    vi.stubEnv('SUPABASE_LOCAL_PORT', 'fifty');
    vi.stubEnv('VITE_SUPABASE_URL', '');
    await expect(backendAddress()).rejects.toThrow(
      'SUPABASE_LOCAL_PORT is "fifty", which is not a port: set it to a whole number from 1 to 65535, or leave it unset for 54321.',
    );
    vi.unstubAllEnvs();
  });
});

describe('npm run dev with SUPABASE_LOCAL_PORT', { timeout: 240_000 }, () => {
  let dev: ChildProcess;
  let dataDir: string;
  let backend: string;
  let site: string;
  let output = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dev-backend-port-'));
    const [sitePort, backendPort] = [await freePort(), await freePort()];
    site = `http://127.0.0.1:${sitePort}`;
    backend = `http://127.0.0.1:${backendPort}`;
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        PORT: String(sitePort),
        SUPABASE_LOCAL_PORT: String(backendPort),
        LOCAL_DB_DIR: dataDir,
        VITE_SUPABASE_URL: '',
        LOCAL_BACKEND: '',
      },
    });
    const started = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Dev server:')) resolve();
      };
      dev.stdout!.on('data', read);
      dev.stderr!.on('data', read);
      dev.once('exit', () => reject(new Error(`The dev server stopped:\n${output}`)));
    });
    await started;
  }, 240_000);
  afterAll(async () => {
    if (dev.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the backend on that port, and the pages call it there', async () => {
    expect((await fetch(`${backend}/health`)).ok).toBe(true);
    expect(output).toContain(`Local Supabase stand-in: ${backend}`);
    // The pre-rendered page names the backend's stored videos; the page's scripts read the
    // address Vite defines for them.
    const page = await (await fetch(`${site}/`)).text();
    expect(page).toContain(`${backend}/storage/v1/object/public/website-assets/`);
    expect(page).not.toContain('127.0.0.1:54321');
    expect(await (await fetch(`${site}/@vite/env`)).text()).toContain(JSON.stringify(backend));
  });
});
