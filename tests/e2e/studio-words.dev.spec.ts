/**
 * The studio speaks an author's words (issue 31): sections by their names, no machine fields,
 * each limit worded once as the section reference (docs/section-reference.md) words it, and a draft's status counts the places left
 * to fill, each problem a button that takes the author to its field. Runs its own dev server
 * over a copy of pages-json/.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio-words', '/__studio/api/pages');
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The limit docs/section-reference.md gives a field, e.g. "at least 2 characters". */
async function authoringLimit(section: string, field: string): Promise<string> {
  const guide = await readFile(path.join(root, 'docs/section-reference.md'), 'utf8');
  const part = guide.slice(guide.indexOf(`### ${section}\n`));
  const row = part.split('\n').find((line) => line.startsWith(`| \`${field}\` |`));
  const limit = /\(([^)]*characters)\)/.exec(row ?? '')?.[1];
  if (!limit) throw new Error(`docs/section-reference.md gives ${section}.${field} no limit`);
  return limit;
}

const times = (text: string, part: string) =>
  text.toLowerCase().split(part.toLowerCase()).length - 1;

test('sections are named as an author would, machine fields are hidden, and each limit is worded once as the section reference words it', async ({
  page,
}) => {
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();

  const outline = page.locator('.outline').first().locator('.select');
  await expect(outline.nth(0)).toContainText('Hero');
  await expect(outline.nth(1)).toContainText('About video');
  await expect(page.locator('.outlines')).not.toContainText(/[a-z]Section\b/);
  await page.locator('.outline').first().getByRole('button', { name: 'Add a section…' }).click();
  const kinds = page
    .locator('.outline')
    .first()
    .getByRole('list', { name: /^Add a section/ })
    .getByRole('button');
  await expect(kinds).toContainText(['About video', 'Before after gallery']);
  expect((await kinds.allTextContents()).join(' ')).not.toMatch(/Section\b|\(\w+\)/);

  // The page's own fields: no $schema, no schema version; the title's limit said once.
  const fields = page.locator('.fields');
  await expect(fields.getByLabel('Address of this page (required)')).toBeVisible();
  await expect(fields.getByText(/\$schema|schema version/i)).toHaveCount(0);
  const titleHelp = await page.locator('#field_meta_title-help').textContent();
  expect(times(titleHelp ?? '', '10-70 characters')).toBe(1);
  expect(titleHelp).not.toContain('–');

  await outline.nth(1).click();
  const limit = await authoringLimit('aboutVideo', 'heading');
  const headingHelp = await page.locator('#field_sections_1_heading-help').textContent();
  expect(times(headingHelp ?? '', limit)).toBe(1);
});

test('a new draft counts the places left to fill, and each listed problem takes the author to its field', async ({
  page,
}) => {
  await rm(path.join(server.pagesDir, 'towns/wordham.json'), { force: true });
  await page.goto(`${server.origin}/__studio`);
  await page.getByLabel('Town name').pressSequentially('Wordham');
  await page.getByLabel('ZIP code').pressSequentially('07997');
  await page.getByRole('button', { name: 'Create draft town page' }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/towns/wordham.json' })).toBeVisible();

  const status = page.locator('.status [role="status"]');
  await expect(status).toHaveText(/^Draft: \d+ places to fill before it can be published\./);
  await expect(status).not.toContainText('Would build');
  await expect(status).not.toHaveClass(/\bok\b/);

  await page.getByText(/problems in this file/).click();
  const problems = page.locator('.problem-list button');
  const count = Number(/Draft: (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(await problems.count()).toBeGreaterThanOrEqual(count);

  // A problem inside a section: its section is selected and its field, showing it, has the focus.
  const inSection = problems.filter({ hasText: /^Section \d+ \(/ }).first();
  const text = (await inSection.textContent()) ?? '';
  const [, number, name] = /^Section (\d+) \(([^)]+)\)/.exec(text) ?? [];
  const code = await inSection.locator('xpath=..').getAttribute('data-code');
  await inSection.click();
  const selected = page.locator('.outline').first().locator('[aria-current="true"]');
  await expect(selected).toContainText(name!);
  await expect(page.locator('#fields-heading')).toHaveText(`Section ${number}: ${name}`);
  const focused = page.locator('.fields :focus');
  await expect(focused).toHaveCount(1);
  const id = await focused.getAttribute('id');
  expect(id).toMatch(new RegExp(`^field_sections_${Number(number) - 1}_`));
  await expect(page.locator(`#${id}-problems [data-code="${code}"]`)).not.toHaveCount(0);
});

test('the link helper picks one of the site’s pages and inserts a link the validator accepts', async ({
  page,
}) => {
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await page.locator('.outline').first().locator('.select').nth(1).click();
  const paragraph = page.locator('#field_sections_1_paragraphs_0');
  const before = await paragraph.inputValue();
  await paragraph.click();
  await page.keyboard.press('ControlOrMeta+End');
  await paragraph.pressSequentially(' See our work.');
  // "our work" selected: it becomes the link's text.
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 'our work'.length; i++) await page.keyboard.press('Shift+ArrowLeft');

  const helpers = page.getByRole('group', { name: 'Insert into this text' }).first();
  await helpers.getByRole('button', { name: 'Link to a page…' }).click();
  const route = page.getByLabel('Page', { exact: true });
  await expect(route).toBeFocused();
  // Each page by its name, its address beside it.
  const routes = await route.locator('option').allTextContents();
  expect(routes).toContain('Project Gallery (/gallery)');
  expect(routes.every((r) => /^[A-Z].* \(\/[^)]*\)$/.test(r))).toBe(true);
  expect(routes.join()).not.toContain('/path');
  await route.selectOption('/gallery');
  await expect(page.getByLabel('Link text')).toHaveValue('our work');
  await page.getByRole('button', { name: 'Insert link' }).click();

  await expect(paragraph).toHaveValue(`${before} See [our work](/gallery).`);
  await expect(paragraph).toBeFocused();
  await expect(page.locator('.status [role="status"]')).toHaveText(/^Would build\./);
  await expect(page.locator('#field_sections_1_paragraphs_0-problems')).toHaveCount(0);
});
