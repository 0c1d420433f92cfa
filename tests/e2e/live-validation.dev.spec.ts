/**
 * Live validation in `npm run dev`: a page file broken while the page is open shows Vite's error
 * overlay with the file, line, JSON pointer and hint; fixing the file brings the page back, with
 * no restart. The test runs its own dev server over a copy of pages-json/ (PAGES_DIR), so the
 * shared dev server and the other tests never see the broken file.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('live-validation', '/about');

// While the file is broken the dev server refuses the content module (404 or 500), which the page's
// estimate form, mounted once the page is idle, asks for: the overlay is the message that counts.
// This spec's own dev server runs on a spare port that the shared backend does not take as the
// site's origin, so the live notifications may be refused (403) if they connect before it ends.
test.use({
  allowedConsoleErrors: [
    /^Failed to load resource: .* status of (404|500)|^WebSocket connection to .*\/realtime\/v1\/websocket.* 403$/,
  ],
});

test('a broken page file shows the overlay with file, pointer and hint; fixing it shows the page again', async ({
  page,
}) => {
  const file = path.join(server.pagesDir, 'about.json');
  const original = await readFile(file, 'utf8');
  const doc = JSON.parse(original) as { sections: [{ headline: string }] };
  const { headline } = doc.sections[0];
  const line = original.slice(0, original.indexOf('"headline":')).split('\n').length;

  await page.goto(`${server.origin}/about`);
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
  expect(server.log).toContain('"hedline" is not a known field here.');

  await writeFile(file, original);
  await expect(overlay).toHaveCount(0, { timeout: 20_000 });
  await expect(heading).toBeVisible();
});
