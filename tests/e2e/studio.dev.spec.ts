/**
 * The authors' studio at /__studio in `npm run dev`: editing one heading and saving changes only
 * that line of the file; a broken field shows its validator code at the field; sections move by
 * keyboard alone; the preview draws unsaved edits; a section is shared as a fragment and written
 * out again; the studio has no axe violations (a town made and built in the studio alone:
 * studio-canvas.dev.spec.ts). Runs its own dev server
 * over a copy of pages-json/ (PAGES_DIR), so the real files and the other tests never see the
 * edits.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio', '/__studio/api/pages');

const aboutFile = () => path.join(server.pagesDir, 'about.json');

async function openAbout(page: import('@playwright/test').Page) {
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
}

test('editing one heading and saving changes only that line of the file', async ({ page }) => {
  const before = await readFile(aboutFile(), 'utf8');
  await openAbout(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Nothing to save' })).toBeVisible();
  expect(await readFile(aboutFile(), 'utf8')).toBe(before);

  await page.locator('.outline .select').first().click();
  const headline = page.getByLabel('Headline (required)');
  await headline.fill('About our painting crew');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();

  const after = await readFile(aboutFile(), 'utf8');
  const beforeLines = before.split('\n');
  const changed = after.split('\n').filter((line, index) => line !== beforeLines[index]);
  expect(after.split('\n')).toHaveLength(beforeLines.length);
  expect(changed).toEqual(['      "headline": "About our painting crew",']);

  // "Saved" is true until the next edit, and says nothing after it.
  await headline.pressSequentially('!');
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toHaveCount(0);
});

test('an emptied required field and a broken link show their problems in words at their fields, and fixing them clears them', async ({
  page,
}) => {
  await openAbout(page);
  await page.locator('.outline .select').first().click();
  const headline = page.getByLabel('Headline (required)');
  await headline.fill('');
  const problem = page.locator('#field_sections_0_headline-problems');
  await expect(problem).toContainText('must be at least 2 characters');
  await expect(problem).not.toContainText('[');
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/The build would reject this/)).toBeVisible();
  await headline.fill('About the crew');
  await expect(problem).toHaveCount(0);
  await expect(page.getByText('Would build.')).toBeVisible();

  const subtitle = page.getByLabel('Subtitle');
  const written = await subtitle.inputValue();
  await subtitle.fill(`${written} See [our work](/no-such-page).`);
  const linkProblem = page.locator('#field_sections_0_subtitle-problems');
  await expect(linkProblem.locator('[data-code="broken-link"]')).toHaveCount(1);
  await expect(linkProblem).not.toContainText('[broken-link]');
  await expect(linkProblem).toContainText('/no-such-page');
  await expect(page.getByText(/The build would reject this/)).toBeVisible();
  await subtitle.fill(`${written} See [our work](/gallery).`);
  await expect(linkProblem).toHaveCount(0);
  await expect(page.getByText('Would build.')).toBeVisible();
});

test('sections move by keyboard alone and the studio has no axe violations', async ({ page }) => {
  await openAbout(page);
  const sections = page.locator('.outline .select');
  const first = await sections.nth(0).textContent();
  const second = await sections.nth(1).textContent();
  await sections.nth(0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(sections.nth(0)).toHaveText(second!);
  await expect(sections.nth(1)).toHaveText(first!);
  await expect(sections.nth(1)).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sections.nth(0)).toHaveText(first!);

  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('the preview draws an edit as it is typed, before it is saved, from the real page', async ({
  page,
}) => {
  const before = await readFile(aboutFile(), 'utf8');
  await openAbout(page);
  const preview = page.frameLocator('iframe[title^="Preview of /about"]');
  await expect(preview.locator('h1')).toBeVisible();
  const saved = (await preview.locator('h1').textContent()) ?? '';

  await page.locator('.outline .select').first().click();
  await page.getByLabel('Headline (required)').fill('A headline not yet saved');
  await expect(preview.locator('h1')).toHaveText('A headline not yet saved');
  await expect(preview.getByRole('banner')).toBeVisible();
  expect(await readFile(aboutFile(), 'utf8')).toBe(before);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(preview.locator('h1')).toHaveText(saved);
});

test('a section shared as a fragment becomes a reference, and writing it out brings it back', async ({
  page,
}) => {
  const original = JSON.parse(await readFile(aboutFile(), 'utf8')) as { sections: unknown[] };
  const fragmentFile = path.join(server.pagesDir, 'fragments/about-second-section.json');
  await rm(fragmentFile, { force: true }); // left by an earlier repeat of this test
  await openAbout(page);
  await page.getByRole('button', { name: 'Share section 2' }).click();
  await page.getByLabel('Fragment name for section 2').fill('about-second-section');
  await page.getByRole('button', { name: 'Share as fragment' }).click();
  await expect(
    page.getByText('Shared as pages-json/fragments/about-second-section.json'),
  ).toBeVisible();
  expect(JSON.parse(await readFile(fragmentFile, 'utf8'))).toEqual(original.sections[1]);
  await expect(page.locator('.outline li').nth(1)).toContainText('shared: about-second-section');
  const saved = page.getByRole('status').filter({ hasText: 'Saved About Us.' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible();
  await expect(page.getByText('Would build.')).toBeVisible();
  const shared = JSON.parse(await readFile(aboutFile(), 'utf8')) as { sections: unknown[] };
  expect(shared.sections[1]).toEqual({
    type: (original.sections[1] as { type: string }).type,
    fragment: 'about-second-section',
  });

  await page.getByRole('button', { name: 'Write out section 2' }).click();
  await expect(page.locator('.outline li').nth(1)).not.toContainText('shared:');
  await expect(saved).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible();
  expect(JSON.parse(await readFile(aboutFile(), 'utf8'))).toEqual(original);
});

test('an image is picked from a grid of thumbnails with new alt text, and an external edit is never saved over', async ({
  page,
}) => {
  await openAbout(page);
  await page.locator('.outline .select').first().click();
  const src = page.getByLabel('File (required)').first();
  const alt = page.getByLabel('Description for screen readers (required)').first();
  const oldAlt = await alt.inputValue();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  const grid = page.getByRole('list', { name: 'Images in public/Assets' });
  await expect(grid.locator('img')).not.toHaveCount(0);
  await grid.getByRole('button', { name: 'art/hero-home.svg' }).click();

  // The new picture is used only once the author has said what it shows.
  const question = page.getByLabel('What does art/hero-home.svg show?');
  await expect(question).toBeFocused();
  await expect(question).toHaveValue('');
  await expect(src).not.toHaveValue('/Assets/art/hero-home.svg');
  await expect(page.getByText(`“${oldAlt}”`)).toBeVisible();
  await question.pressSequentially('A house with a freshly painted porch');
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(src).toHaveValue('/Assets/art/hero-home.svg');
  await expect(alt).toHaveValue('A house with a freshly painted porch');
  await expect(src).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(src).not.toHaveValue('/Assets/art/hero-home.svg');
  await expect(alt).toHaveValue(oldAlt);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(src).toHaveValue('/Assets/art/hero-home.svg');

  const external = `${await readFile(aboutFile(), 'utf8')}\n`;
  await writeFile(aboutFile(), external);
  await expect(page.getByText('changed on disk')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('nothing was saved')).toBeVisible();
  expect(await readFile(aboutFile(), 'utf8')).toBe(external);
  await expect(src).toHaveValue('/Assets/art/hero-home.svg');
  await expect(alt).toHaveValue('A house with a freshly painted porch');
});

test('a write without the token, from another origin or outside pages-json/ is refused and writes nothing', async ({
  page,
  request,
}) => {
  await openAbout(page);
  const token = await page.locator('meta[name="studio-token"]').getAttribute('content');
  const before = await readFile(aboutFile(), 'utf8');
  const save = (headers: Record<string, string>, file = 'pages-json/about.json') =>
    request.post(`${server.origin}/__studio/api/save`, {
      headers: { 'content-type': 'application/json', ...headers },
      data: { file, version: 'any', document: { schemaVersion: 2 } },
      failOnStatusCode: false,
    });
  const statuses = await Promise.all([
    save({ origin: server.origin }),
    save({ origin: 'http://evil.example', 'x-studio-token': token! }),
    save({ origin: server.origin, 'x-studio-token': token! }, 'pages-json/../package.json'),
  ]).then((responses) => responses.map((response) => response.status()));
  expect(statuses).toEqual([403, 403, 400]);
  expect(await readFile(aboutFile(), 'utf8')).toBe(before);
});
