/**
 * A town made in the studio the way an author makes one: the town form, then every placeholder
 * written over (short ones typed key by key, like the card's three highlights, which a multi-line
 * scaffold array once kept in a layout the format check refused; paragraphs pasted, as an author
 * brings copy written elsewhere), then Publish.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { writeOtherWords } from '../../scripts/lib/scaffold/made-up-copy.ts';
import { createTown, fillPlaceholders } from '../support/e2e/studioTown.ts';

const NAME = process.env.TRIAL_TOWN ?? 'Madison';
const ZIP = process.env.TRIAL_ZIP ?? '07940';
const slug = NAME.toLowerCase().replace(/\W+/g, '-');
/** Longer copy is pasted: typed key by key, the trial's paragraphs take a quarter of an hour. */
const PASTED_FROM = 80;

// Words the suite's own made-up towns never use.
writeOtherWords();

test(`${NAME} is made in the studio, every placeholder typed over, and published`, async ({
  page,
}) => {
  await createTown(page, '', NAME, ZIP);
  await fillPlaceholders(page, async (field: Locator, text: string) => {
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    if (text.length <= PASTED_FROM) await field.pressSequentially(text);
    else await page.keyboard.insertText(text);
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const saved = await readFile(
    new URL(`../../pages-json/towns/${slug}.json`, import.meta.url),
    'utf8',
  );
  expect(saved).not.toContain('TODO(author)');
  expect(JSON.parse(saved)).not.toHaveProperty('draft');
});
