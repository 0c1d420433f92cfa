/**
 * A town made in the studio the way an author makes one: the town form, then every placeholder
 * written over (short ones typed key by key, like the card's three highlights, which a multi-line
 * scaffold array once kept in a layout the format check refused; paragraphs pasted, as an author
 * brings copy written elsewhere), then Publish.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { textFor } from '../support/e2e/madeUpCopy.ts';

const NAME = process.env.TRIAL_TOWN ?? 'Madison';
const ZIP = process.env.TRIAL_ZIP ?? '07940';
const slug = NAME.toLowerCase().replace(/\W+/g, '-');
const file = `../../pages-json/towns/${slug}.json`;
/** Longer copy is pasted: typed key by key, the trial's paragraphs take a quarter of an hour. */
const PASTED_FROM = 80;

test(`${NAME} is made in the studio, every placeholder typed over, and published`, async ({
  page,
}) => {
  await page.goto('/__studio');
  await page.getByLabel('Town name').pressSequentially(NAME);
  await page.getByLabel('ZIP code').pressSequentially(ZIP);
  await page.getByRole('button', { name: 'Create draft town page' }).click();
  await expect(page.getByRole('heading', { name: `pages-json/towns/${slug}.json` })).toBeVisible();

  const views = [
    async () => undefined,
    ...[0, 1].flatMap((outline) =>
      Array.from({ length: 14 }, (_, i) => async () => {
        const list = page.locator('.outline').nth(outline).locator('.select');
        if ((await list.count()) > i) await list.nth(i).click();
      }),
    ),
  ];
  for (const show of views) {
    await show();
    const fields = page.locator('.fields').locator('input[type="text"], textarea');
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      const value = await field.inputValue();
      if (!value.startsWith('TODO(author):')) continue;
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Delete');
      const text = textFor(value);
      if (text.length <= PASTED_FROM) await field.pressSequentially(text);
      else await page.keyboard.insertText(text);
    }
  }
  const problems = page.locator('.status');
  await expect(problems).not.toContainText('[unfinished-placeholder]');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const saved = await readFile(new URL(file, import.meta.url), 'utf8');
  expect(saved).not.toContain('TODO(author)');
  expect(JSON.parse(saved)).not.toHaveProperty('draft');
});
