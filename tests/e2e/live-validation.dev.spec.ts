/**
 * Live validation in `npm run dev`: a page file broken while the page is open shows Vite's error
 * overlay with the file, line, JSON pointer and hint; fixing the file brings the page back, with
 * no restart. The test runs its own dev server over a copy of pages-json/ (PAGES_DIR), so the
 * shared dev server and the other tests never see the broken file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { waitFor } from './support/backend';

const root = fileURLToPath(new URL('../../', import.meta.url));
let workDir: string;
let server: ChildProcess | undefined;
let origin: string;
let serverLog = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const answers = async () => {
  try {
    return (await fetch(`${origin}/about`)).status === 200;
  } catch {
    return false;
  }
};

test.describe.configure({ mode: 'serial' });
// The shared test backend admits only the site's usual ports; this server's own port is not one
// of them, so the live notifications' connection is refused. Forms are tested elsewhere.
test.use({
  allowedConsoleErrors: [
    /WebSocket connection to 'ws:\/\/127\.0\.0\.1:54321\/realtime\/.*Unexpected response code: 403/,
  ],
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = await mkdtemp(path.join(tmpdir(), 'live-validation-'));
  await cp(path.join(root, 'pages-json'), path.join(workDir, 'pages-json'), { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/dev.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PAGES_DIR: path.join(workDir, 'pages-json'),
      LOCAL_BACKEND: 'off',
    },
    // Its own process group, so that stopping it stops tsx's node child as well.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  if (!(await waitFor(answers, 150_000)))
    throw new Error(`The dev server did not start:\n${serverLog}`);
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

test('a broken page file shows the overlay with file, pointer and hint; fixing it shows the page again', async ({
  page,
}) => {
  const file = path.join(workDir, 'pages-json/about.json');
  const original = await readFile(file, 'utf8');
  const doc = JSON.parse(original) as { sections: [{ headline: string }] };
  const { headline } = doc.sections[0];
  const line = original.slice(0, original.indexOf('"headline":')).split('\n').length;

  await page.goto(`${origin}/about`);
  const heading = page.getByRole('heading', { level: 1, name: headline });
  await expect(heading).toBeVisible();

  // The mistake an author makes: a misspelled field name.
  await writeFile(file, original.replace('"headline":', '"hedline":'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay.locator('.file')).toContainText(/pages-json\/about\.json:\d+:\d+/, {
    timeout: 20_000,
  });
  const message = overlay.locator('.message-body');
  await expect(message).toContainText(
    `pages-json/about.json:${line} /sections/0/hedline (hero): "hedline" is not a known field here. Did you mean "headline"?`,
  );
  await expect(message).toContainText('/sections/0 (hero): "headline" is required.');
  await expect(overlay.locator('.frame')).toContainText('>');
  expect(serverLog).toContain('"hedline" is not a known field here.');

  await writeFile(file, original);
  await expect(overlay).toHaveCount(0, { timeout: 20_000 });
  await expect(heading).toBeVisible();
});
