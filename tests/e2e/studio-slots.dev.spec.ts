/**
 * Slots declare what they hold (issue 31): a page's sidebar takes only the section types whose
 * schema gives them the sidebar role, in the studio's choice of sections and in the validator,
 * which the studio runs on the open file. Runs its own dev server over a copy of pages-json/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio-slots', '/__studio/api/pages');

test('the sidebar offers only sidebar sections, and a hero written into one is refused at its place', async ({
  page,
}) => {
  const file = path.join(server.pagesDir, 'towns/dover.json');
  const doc = JSON.parse(await readFile(file, 'utf8'));
  doc.sidebar.push({ type: 'hero', variant: 'fullscreen', headline: 'A hero in a narrow column' });
  await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);

  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /towns\/dover\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/towns/dover.json' })).toBeFocused();

  const sidebar = page.locator('.outline').nth(1);
  await sidebar.getByRole('button', { name: 'Add a sidebar section…' }).click();
  const sidebarKinds = sidebar.getByRole('list', { name: /^Add a sidebar section/ });
  await expect(sidebarKinds.getByRole('button')).toHaveText(['FAQ', 'Sidebar box']);
  const outline = page.locator('.outline').first();
  await outline.getByRole('button', { name: 'Add a section…' }).click();
  const main = outline.getByRole('list', { name: /^Add a section/ }).getByRole('button');
  await expect(main).toContainText(['Hero']);

  await page.getByText(/problems? in this file/).click();
  const problem = page.locator('.problem-list button', { hasText: 'cannot sit in the sidebar' });
  await expect(problem).toHaveCount(1);
  await expect(problem.locator('xpath=..')).toHaveAttribute('data-code', 'not-for-sidebar');
  await expect(problem).not.toContainText('[not-for-sidebar]');
  await expect(problem).toContainText('"hero"');
  await expect(page.locator('.status [role="status"]')).not.toContainText('Would build');
});
