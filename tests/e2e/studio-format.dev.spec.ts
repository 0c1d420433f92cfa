/**
 * A town made in the studio passes the checks of `npm test` that read page files (issue 54): its
 * card's three highlights typed short ("Split-level makeovers"), saved, and then `prettier
 * --check` ("Lint and format"; eslint lints no JSON), `npm run validate` and `npm run migrate --
 * --check` on the saved file all pass. Runs its own dev server over a copy of pages-json/, with
 * the project's Prettier settings beside it.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { createTown } from '../support/e2e/studioTown.ts';
import { prettierCheck } from '../support/prettierSettings.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const server = ownDevServerForThisSpec('studio-format', '/__studio/api/pages');

/** A package.json script over the server's copy of the pages, as `npm test` runs it on the real ones. */
const npmScript = (script: string, args: string[] = []) =>
  run(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: root,
    env: { ...process.env, PAGES_DIR: server.pagesDir },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );

test('a town made in the studio, its highlights typed short and saved, passes prettier, validate and migrate --check', async ({
  page,
}) => {
  // The spec's own dev server compiles the studio on its first open, and three checks follow.
  test.slow();
  await createTown(page, server.origin, 'Randolph', '07869');
  const highlights = ['Split-level makeovers', 'Cabinet refresh', 'Trim work'];
  for (const [index, text] of highlights.entries()) {
    const field = page.locator(`#field_listing_card_highlights_${index}`);
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(text);
    await expect(field).toHaveValue(text);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const file = 'pages-json/towns/randolph.json';
  const saved = JSON.parse(
    await readFile(path.join(server.pagesDir, 'towns/randolph.json'), 'utf8'),
  );
  expect(saved.listing.card.highlights).toEqual(highlights);

  const format = await prettierCheck(path.dirname(server.pagesDir), [file]);
  expect(format.output).toContain('All matched files use Prettier code style!');
  const validate = await npmScript('scripts/validate.ts');
  expect(validate.code, validate.output).toBe(0);
  const migrate = await npmScript('scripts/migrate.ts', ['--check']);
  expect(migrate.code, migrate.output).toBe(0);
});
