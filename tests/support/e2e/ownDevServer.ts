/**
 * A development server of a spec's own, over a throwaway copy of pages-json/ (PAGES_DIR), for the
 * specs that edit page files: the real files and the other tests never see the edits. Call
 * `ownDevServerForThisSpec` at a spec's top level; it starts the server before the spec's tests and stops
 * it (and removes the copy) after them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from './fixtures.ts';
import { REFUSED_REALTIME, waitFor } from './backend.ts';
import { copyPrettierSettings } from '../prettierSettings.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface OwnDevServer {
  /** The server's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** The copy of pages-json/ it serves. */
  pagesDir: string;
  /** The copy of public/ it serves, when asked for one (`copyPublic`); otherwise the real one. */
  publicDir: string;
  /** Its own copy of the bucket folders, where the studio stores videos (`ownStorage`). */
  storageDir: string;
  /** What the server has printed so far. */
  log: string;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Serves the spec's tests one after another; `readyPath` answers 200 once the server is up;
 * `env` is added to the server's environment.
 */
export function ownDevServerForThisSpec(
  name: string,
  readyPath: string,
  env: Record<string, string> = {},
  { copyPublic = false, ownStorage = false } = {},
): OwnDevServer {
  const own: OwnDevServer = {
    origin: '',
    pagesDir: '',
    publicDir: path.join(root, 'public'),
    storageDir: path.join(root, 'supabase/storage'),
    log: '',
  };
  let workDir = '';
  let server: ChildProcess | undefined;

  test.describe.configure({ mode: 'serial' });
  // The shared test backend admits only the site's usual ports; this server's own port is not
  // one of them, so the live notifications' connection is refused. Forms are tested elsewhere.
  // The studio's save answers 409 when the file changed on disk; the studio then says so itself.
  // One pattern: Playwright reads a two-item array of options as [value, fixture options].
  test.use({
    allowedConsoleErrors: [
      new RegExp(
        String.raw`${REFUSED_REALTIME}|the server responded with a status of 409 \(Conflict\)`,
      ),
    ],
  });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    workDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
    own.pagesDir = path.join(workDir, 'pages-json');
    await cp(path.join(root, 'pages-json'), own.pagesDir, { recursive: true });
    // Its saves are formatted as Prettier formats the project's own files.
    await copyPrettierSettings(workDir);
    if (copyPublic) {
      own.publicDir = path.join(workDir, 'public');
      await cp(path.join(root, 'public'), own.publicDir, { recursive: true });
    }
    if (ownStorage) {
      own.storageDir = path.join(workDir, 'storage');
      await cp(path.join(root, 'supabase/storage'), own.storageDir, { recursive: true });
    }
    const port = await freePort();
    own.origin = `http://127.0.0.1:${port}`;
    server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/dev.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        PAGES_DIR: own.pagesDir,
        ...(copyPublic && { PUBLIC_DIR: own.publicDir }),
        ...(ownStorage && { STORAGE_DIR: own.storageDir }),
        LOCAL_BACKEND: 'off',
        ...env,
      },
      // Its own process group, so that stopping it stops tsx's node child as well.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (own.log += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (own.log += chunk.toString()));
    const answers = async () => {
      try {
        return (await fetch(`${own.origin}${readyPath}`)).status === 200;
      } catch {
        return false;
      }
    };
    if (!(await waitFor(answers, 150_000)))
      throw new Error(`The dev server did not start:\n${own.log}`);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  return own;
}
