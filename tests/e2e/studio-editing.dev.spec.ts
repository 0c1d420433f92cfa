/**
 * Nothing an author types in the studio is lost (issue 31): text typed key by key lands whole in
 * a field that keeps its element and focus whatever its length; undo takes back a burst of typing
 * at once, from the keyboard too; opening another file with unsaved edits asks first, and a
 * reload is warned; after a change on disk, opening the file again loads the disk's version.
 * Runs its own dev server over a copy of pages-json/.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio-editing', '/__studio/api/pages');

const aboutFile = () => path.join(server.pagesDir, 'about.json');

const PROSE =
  'Careful preparation, premium paints and clean lines make a room feel new again, and our crews leave every house tidier than they found it. ';

/** Exactly `length` characters of plain prose. */
const textOf = (length: number) => PROSE.repeat(Math.ceil(length / PROSE.length)).slice(0, length);

async function openFromList(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`${name.replace('.', '\\.')}`) }).click();
}

/** Opens a file that has no unsaved edits to ask about, and waits until it is shown. */
async function openShown(page: Page, name: string) {
  await openFromList(page, name);
  await expect(page.getByRole('heading', { name: `pages-json/${name}` })).toBeFocused();
}

async function openAbout(page: Page) {
  await page.goto(`${server.origin}/__studio`);
  await openFromList(page, 'about.json');
  await expect(page.getByRole('heading', { name: 'pages-json/about.json' })).toBeFocused();
}

const selectSection = (page: Page, index: number) =>
  page.locator('.outline').first().locator('.select').nth(index).click();

test('a 600-character paragraph and a 120-character headline typed key by key land whole, in fields that keep their element and focus', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openAbout(page);

  // The about-video section's first paragraph: prose, so a proportional text area that grows.
  await selectSection(page, 1);
  const paragraph = page.locator('#field_sections_1_paragraphs_0');
  await expect(paragraph).toHaveJSProperty('tagName', 'TEXTAREA');
  await paragraph.click();
  await page.keyboard.press('ControlOrMeta+A');
  const long = textOf(600);
  await paragraph.pressSequentially(long.slice(0, 10));
  const shortHeight = await paragraph.evaluate((area) => area.getBoundingClientRect().height);
  await paragraph.pressSequentially(long.slice(10));
  await expect(paragraph).toHaveValue(long);
  await expect(paragraph).toBeFocused();
  await expect(paragraph).toHaveJSProperty('tagName', 'TEXTAREA');
  const grown = await paragraph.evaluate((area) => area.getBoundingClientRect().height);
  expect(grown).toBeGreaterThan(shortHeight * 2);
  const font = await paragraph.evaluate((area) => getComputedStyle(area).fontFamily);
  expect(font).not.toMatch(/mono/i);

  // The hero's headline: one line, an input, at every length.
  await selectSection(page, 0);
  const headline = page.locator('#field_sections_0_headline');
  await headline.click();
  await page.keyboard.press('ControlOrMeta+A');
  const line = textOf(120);
  await headline.pressSequentially(line);
  await expect(headline).toHaveValue(line);
  await expect(headline).toBeFocused();
  await expect(headline).toHaveJSProperty('tagName', 'INPUT');
});

test('undo takes back a burst of typing in one step, and Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y work in the field', async ({
  page,
}) => {
  await openAbout(page);
  await selectSection(page, 0);
  const headline = page.locator('#field_sections_0_headline');
  const saved = await headline.inputValue();
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(' and crew');
  await expect(headline).toHaveValue(`${saved} and crew`);

  await page.keyboard.press('ControlOrMeta+Z');
  await expect(headline).toHaveValue(saved);
  await expect(headline).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Shift+Z');
  await expect(headline).toHaveValue(`${saved} and crew`);
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(headline).toHaveValue(saved);
  await page.keyboard.press('Control+Y');
  await expect(headline).toHaveValue(`${saved} and crew`);

  // The Undo button is the same one step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(headline).toHaveValue(saved);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('opening another file with unsaved edits asks first: keep editing, discard, or save then open', async ({
  page,
}) => {
  const before = await readFile(aboutFile(), 'utf8');
  await openAbout(page);
  await selectSection(page, 0);
  const headline = page.locator('#field_sections_0_headline');
  const saved = await headline.inputValue();
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(' today');

  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await openFromList(page, 'contact.json');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('pages-json/about.json');
  await expect(dialog.getByRole('button', { name: 'Save, then open' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(headline).toHaveValue(`${saved} today`);

  // Escape is "keep editing" too.
  await openFromList(page, 'contact.json');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headline).toHaveValue(`${saved} today`);

  await openFromList(page, 'contact.json');
  await dialog.getByRole('button', { name: 'Discard changes and open' }).click();
  await expect(page.getByRole('heading', { name: 'pages-json/contact.json' })).toBeVisible();
  expect(await readFile(aboutFile(), 'utf8')).toBe(before);

  await openShown(page, 'about.json');
  await selectSection(page, 0);
  await expect(headline).toHaveValue(saved);
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(' now');
  await openFromList(page, 'contact.json');
  // The save is held until the dialog has shown that it waits for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__studio/api/save', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save, then open' }).click();
  await expect(dialog.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Keep editing' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'pages-json/contact.json' })).toBeVisible();
  const after = JSON.parse(await readFile(aboutFile(), 'utf8')) as {
    sections: { headline: string }[];
  };
  expect(after.sections[0]!.headline).toBe(`${saved} now`);
  await writeFile(aboutFile(), before);
});

test('a reload or a closed tab with unsaved edits is warned by the browser', async ({ page }) => {
  await openAbout(page);
  await selectSection(page, 0);
  const headline = page.locator('#field_sections_0_headline');
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(' again');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(headline).toHaveValue(/ again$/);
});

test('after a change on disk, opening the same file again loads the disk’s version, and saving works', async ({
  page,
}) => {
  const before = await readFile(aboutFile(), 'utf8');
  await openAbout(page);
  await selectSection(page, 0);
  const headline = page.locator('#field_sections_0_headline');
  const saved = await headline.inputValue();
  const notice = page.getByRole('status').filter({ hasText: 'changed on disk' });

  // Without edits: opening it again just loads it.
  await writeFile(aboutFile(), before.replace(`"${saved}"`, '"Changed on disk"'));
  await expect(notice).toBeVisible();
  await openShown(page, 'about.json');
  await expect(notice).toHaveCount(0);
  await selectSection(page, 0);
  await expect(headline).toHaveValue('Changed on disk');

  // With edits: the author is asked, and may take the disk's version.
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially(', mine');
  await writeFile(aboutFile(), before.replace(`"${saved}"`, '"Changed on disk again"'));
  await expect(notice).toBeVisible();
  await openFromList(page, 'about.json');
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await dialog.getByRole('button', { name: 'Discard them and load from disk' }).click();
  await expect(notice).toHaveCount(0);
  await selectSection(page, 0);
  await expect(headline).toHaveValue('Changed on disk again');

  // The reloaded file saves (the version is the disk's now).
  await headline.click();
  await page.keyboard.press('End');
  await headline.pressSequentially('!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();
  expect(await readFile(aboutFile(), 'utf8')).toContain('"Changed on disk again!"');
  await writeFile(aboutFile(), before);
});
