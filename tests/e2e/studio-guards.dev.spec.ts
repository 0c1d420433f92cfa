/**
 * The dev server's guards around the studio and Vite's own endpoints, against the real
 * `npm run dev`: every studio route refuses a foreign Host (DNS rebinding), the studio refuses to
 * be framed by another page, and a cross-site request to /__open-in-editor starts no editor
 * (LAUNCH_EDITOR is a script that records each launch, so a same-origin request shows the
 * check can see one).
 */
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { REFUSED_REALTIME } from '../support/e2e/backend.ts';

const editorDir = path.join(tmpdir(), `studio-guards-editor-${process.pid}-${Date.now()}`);
const editor = path.join(editorDir, 'editor.sh');
const launches = path.join(editorDir, 'launches.txt');

const server = ownDevServerForThisSpec('studio-guards', '/__studio/api/pages', {
  LAUNCH_EDITOR: editor,
});

// Chromium logs the refused frame, the refused image and the framed site page's autofocus; the
// live notifications' refusal is ownDevServer's own allowance.
test.use({
  allowedConsoleErrors: [
    new RegExp(
      String.raw`${REFUSED_REALTIME}|Refused to display .* in a frame|Framing .* violates .*frame-ancestors|Blocked autofocusing on a <input> element in a cross-origin subframe|the server responded with a status of 403`,
    ),
  ],
});

test.beforeAll(async () => {
  await mkdir(editorDir, { recursive: true });
  await writeFile(editor, `#!/bin/sh\necho "$@" >> "${launches}"\n`);
  await chmod(editor, 0o755);
});
test.afterAll(() => rm(editorDir, { recursive: true, force: true }));

/** GET with any Host header (fetch and Playwright set their own). */
function getWithHost(pathname: string, host: string) {
  const { hostname, port } = new URL(server.origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const launched = () => readFile(launches, 'utf8').catch(() => '');

test('every studio route refuses a foreign Host, and answers localhost', async () => {
  const routes = [
    '/__studio',
    '/__studio/preview?file=pages-json/about.json&v=0',
    '/__studio/api/pages',
    '/__studio/api/file?file=pages-json/about.json',
    '/__studio/api/images',
    '/__studio/api/library',
    '/__studio/section-picture?type=hero',
  ];
  for (const route of routes) {
    const foreign = await getWithHost(route, 'evil.example');
    expect(foreign.status, route).toBe(403);
    expect(foreign.body, route).not.toContain('studio-token');
    expect(foreign.body, route).not.toContain('<h1');
    const local = await getWithHost(route, new URL(server.origin).host);
    expect(local.status, route).toBe(200);
  }
});

test('another page cannot frame the studio; the dev site itself still can be', async ({ page }) => {
  await page.setContent(
    `<iframe id="site" src="${server.origin}/about"></iframe><iframe id="studio" src="${server.origin}/__studio"></iframe>`,
  );
  // The site's page loads in a frame (the check below is not blind)…
  await expect(page.frameLocator('#site').locator('h1')).toBeVisible();
  // …the studio does not: Chromium puts its error page there instead.
  const studioFrame = await (await page.locator('#studio').elementHandle())!.contentFrame();
  // Chromium answers a refused frame with its own error page: wait for that, not for time.
  await expect.poll(() => studioFrame?.url()).toMatch(/^chrome-error:/);
  expect(page.frames().some((frame) => frame.url().includes('/__studio'))).toBe(false);
});

test('a cross-site request to /__open-in-editor starts nothing; the dev server’s own page still can', async ({
  page,
}) => {
  const target = path.resolve('package.json');
  const url = `${server.origin}/__open-in-editor?file=${encodeURIComponent(target)}`;
  // A page of another site (here about:blank's opaque origin) loads it as an image.
  await page.setContent(`<img src="${url}" alt="">`);
  await page.waitForLoadState('load');
  const fromNode = await getWithHost(
    `/__open-in-editor?file=${encodeURIComponent(target)}`,
    new URL(server.origin).host,
  );
  expect(fromNode.status).toBe(403);

  // The error overlay's own call, from the dev server's page, opens the editor. Once its launch
  // is recorded, an earlier refused request that had launched one would be recorded too: the
  // record holds exactly one launch (no wait on the clock for "nothing happened").
  await page.goto(`${server.origin}/about`);
  const status = await page.evaluate(
    async (file) => (await fetch(`/__open-in-editor?file=${encodeURIComponent(file)}`)).status,
    target,
  );
  expect(status).toBe(200);
  await expect.poll(launched).toContain(target);
  expect((await launched()).trim().split('\n')).toHaveLength(1);
});
