/**
 * A new town made in the studio as an author makes one: the draft from the town form, then every
 * "TODO(author): …" placeholder of every view (the page's settings, each section of each list)
 * typed over with made-up copy (madeUpCopy.ts) that the unique-copy rule counts.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { textFor } from './madeUpCopy.ts';

/** Creates the draft town page from the studio's form; it opens with its problems listed. */
export async function createTown(page: Page, origin: string, name: string, zip: string) {
  await page.goto(`${origin}/__studio`);
  await page.getByLabel('Town name').fill(name);
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Create draft town page' }).click();
  const file = `pages-json/towns/${name.toLowerCase().replace(/\W+/g, '-')}.json`;
  await expect(page.getByRole('heading', { name: file })).toBeVisible();
  await expect(page.locator('.status')).toContainText('[unfinished-placeholder]');
}

/** Fills every placeholder of the open page, view by view, until none is left. */
export async function fillPlaceholders(page: Page) {
  const views = [
    async () => undefined,
    ...(['section', 'sidebar section'] as const).flatMap((noun) => {
      const list = page
        .locator('.outline')
        .nth(noun === 'section' ? 0 : 1)
        .locator('.select');
      return Array.from({ length: 14 }, (_, i) => async () => {
        if ((await list.count()) > i) await list.nth(i).click();
      });
    }),
  ];
  for (const show of views) {
    await show();
    const placeholders = page.locator('.fields').locator('input[type="text"], textarea');
    for (let i = 0; i < (await placeholders.count()); i++) {
      const field = placeholders.nth(i);
      const value = await field.inputValue();
      if (value.startsWith('TODO(author):')) await field.fill(textFor(value));
    }
  }
  const problems = page.locator('.status');
  await expect(problems).not.toContainText('[unfinished-placeholder]');
  await expect(problems).not.toContainText('[not-unique-copy]');
}
