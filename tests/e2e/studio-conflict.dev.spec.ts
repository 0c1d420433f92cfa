/**
 * A change on disk while the studio has unsaved edits loses nothing (issue 31): the studio shows
 * both versions field by field, and the author keeps theirs (saved over the disk's version),
 * takes the disk's, or merges, choosing mine or the disk's for each field, in a dialog axe finds
 * no fault with. Runs its own dev server over a copy of pages-json/; the disk's change is
 * written with fs, as an editor would.
 */
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio-conflict', '/__studio/api/pages');

const aboutFile = () => path.join(server.pagesDir, 'about.json');
// The about page's hero as the author has written it (the spec's server serves a copy of it).
const { headline: HEADLINE, eyebrow: EYEBROW } = (
  JSON.parse(readFileSync(new URL('../../pages-json/about.json', import.meta.url), 'utf8')) as {
    sections: { headline: string; eyebrow: string }[];
  }
).sections[0]!;

const hero = async () =>
  (JSON.parse(await readFile(aboutFile(), 'utf8')) as { sections: Record<string, unknown>[] })
    .sections[0]!;

/** Opens about.json, types ", mine" at the end of the hero's headline, then rewrites the file. */
async function editThenChangeOnDisk(page: Page, onDisk: (text: string) => string) {
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: /about\.json/ }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
  await page.locator('.outline').first().locator('.select').nth(0).click();
  const headline = page.locator('#field_sections_0_headline');
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(', mine');
  await expect(headline).toHaveValue(`${HEADLINE}, mine`);
  const before = await readFile(aboutFile(), 'utf8');
  const changed = onDisk(before);
  await writeFile(aboutFile(), changed);
  await expect(page.getByRole('status').filter({ hasText: 'changed on disk' })).toBeVisible();
  const compare = page.getByRole('button', { name: "Compare with the disk's version…" });
  await compare.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'The file changed on disk' })).toBeFocused();
  return { before, changed, dialog, headline };
}

test('merging field by field keeps my headline and the eyebrow changed on disk, saved over the new disk version', async ({
  page,
}) => {
  // Typing key by key, an axe scan and a save: more than 30 s on a loaded machine.
  test.setTimeout(90_000);
  const { dialog, headline } = await editThenChangeOnDisk(page, (text) =>
    text.replace(`"${EYEBROW}"`, '"Eyebrow from disk"').replace(`"${HEADLINE}"`, '"Disk title"'),
  );
  // Both fields differ; the headline (which I changed) prefers mine, the eyebrow the disk's.
  const headlineField = dialog.getByRole('group', { name: /Headline/ });
  const eyebrowField = dialog.getByRole('group', { name: /Line above the heading/ });
  await expect(headlineField.getByRole('radio', { name: `Mine: ${HEADLINE}, mine` })).toBeChecked();
  await expect(headlineField.getByRole('radio', { name: "Disk's: Disk title" })).not.toBeChecked();
  await expect(
    eyebrowField.getByRole('radio', { name: "Disk's: Eyebrow from disk" }),
  ).toBeChecked();
  await expect(eyebrowField.getByRole('radio', { name: `Mine: ${EYEBROW}` })).not.toBeChecked();
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save the merge' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();
  await expect
    .poll(hero)
    .toMatchObject({ headline: `${HEADLINE}, mine`, eyebrow: 'Eyebrow from disk' });
  await expect(headline).toHaveValue(`${HEADLINE}, mine`);
  await expect(page.locator('#field_sections_0_eyebrow')).toHaveValue('Eyebrow from disk');
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();

  // Put the file back for the next test.
  await writeFile(
    aboutFile(),
    (await readFile(aboutFile(), 'utf8'))
      .replace(`"${HEADLINE}, mine"`, `"${HEADLINE}"`)
      .replace('"Eyebrow from disk"', `"${EYEBROW}"`),
  );
});

test('keeping mine saves my version over the disk change, from the keyboard', async ({ page }) => {
  const { dialog } = await editThenChangeOnDisk(page, (text) =>
    text.replace(`"${HEADLINE}"`, '"Disk title"'),
  );
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: `Mine: ${HEADLINE}, mine` })).toBeFocused();
  await dialog.getByRole('button', { name: "Keep mine (save over the disk's)" }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(hero).toMatchObject({ headline: `${HEADLINE}, mine`, eyebrow: EYEBROW });
  await expect(page.locator('.badge', { hasText: 'unsaved changes' })).toHaveCount(0);

  await writeFile(
    aboutFile(),
    (await readFile(aboutFile(), 'utf8')).replace(`"${HEADLINE}, mine"`, `"${HEADLINE}"`),
  );
});

test("taking the disk's leaves the file as it is and shows its text; Undo brings my edit back; Escape decides later", async ({
  page,
}) => {
  const { changed, dialog, headline } = await editThenChangeOnDisk(page, (text) =>
    text.replace(`"${HEADLINE}"`, '"Disk title"'),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headline).toHaveValue(`${HEADLINE}, mine`);
  await page.getByRole('button', { name: "Compare with the disk's version…" }).click();
  await dialog.getByRole('button', { name: "Take the disk's (drop my edits)" }).click();

  await expect(dialog).toBeHidden();
  await expect(headline).toHaveValue('Disk title');
  await expect(page.locator('.badge', { hasText: 'unsaved changes' })).toHaveCount(0);
  expect(await readFile(aboutFile(), 'utf8')).toBe(changed);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(headline).toHaveValue(`${HEADLINE}, mine`);
  expect(await readFile(aboutFile(), 'utf8')).toBe(changed);
});

test('two tabs saving the same file at once: one save is written, the other asks, and its merge keeps both edits', async ({
  context,
}) => {
  const start = await readFile(aboutFile(), 'utf8');
  const { headline: title, eyebrow } = (await hero()) as { headline: string; eyebrow: string };
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  /** Opens about.json in the tab and types `words` at the end of one of the hero's fields. */
  const typeInTab = async (tab: Page, field: 'headline' | 'eyebrow', words: string) => {
    await tab.goto(`${server.origin}/__studio`);
    await tab.getByRole('button', { name: /about\.json/ }).click();
    await expect(tab.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
    await tab.locator('.outline').first().locator('.select').nth(0).click();
    const input = tab.locator(`#field_sections_0_${field}`);
    await input.click();
    await tab.keyboard.press('End');
    await input.pressSequentially(words);
    return input;
  };
  const headline = await typeInTab(tabs[0], 'headline', ', from one tab');
  const eyebrowInput = await typeInTab(tabs[1], 'eyebrow', ', from the other');
  await expect(headline).toHaveValue(`${title}, from one tab`);
  await expect(eyebrowInput).toHaveValue(`${eyebrow}, from the other`);

  await Promise.all(
    tabs.map((tab) => tab.getByRole('button', { name: 'Save', exact: true }).click()),
  );
  const compare = (tab: Page) =>
    tab.getByRole('button', { name: "Compare with the disk's version…" });
  // Which save is first is the server's race; exactly one tab is left with edits to reconcile.
  await expect
    .poll(async () => (await Promise.all(tabs.map((tab) => compare(tab).count()))).join(' '))
    .toMatch(/^(1 0|0 1)$/);
  const loser = (await compare(tabs[0]).count()) ? tabs[0] : tabs[1];
  await compare(loser).click();
  const dialog = loser.getByRole('dialog', { name: 'The file changed on disk' });
  await dialog.getByRole('button', { name: 'Save the merge' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(hero)
    .toMatchObject({ headline: `${title}, from one tab`, eyebrow: `${eyebrow}, from the other` });
  await expect(headline).toHaveValue(`${title}, from one tab`);
  await expect(eyebrowInput).toHaveValue(`${eyebrow}, from the other`);

  await writeFile(aboutFile(), start);
});
