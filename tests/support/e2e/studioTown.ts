/**
 * A new town made in the studio as an author makes one: the draft from the town form, then every
 * "TODO(author): …" placeholder of every view (the page's settings, each section of each list)
 * typed over with made-up copy (scripts/lib/scaffold/made-up-copy.ts) that the unique-copy rule counts.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { textFor } from '../../../scripts/lib/scaffold/made-up-copy.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Creates the draft town page from the studio's form; it opens with its problems listed. */
export async function createTown(page: Page, origin: string, name: string, zip: string) {
  await page.goto(`${origin}/__studio`);
  await page.getByLabel('Town name').pressSequentially(name);
  await page.getByLabel('ZIP code').pressSequentially(zip);
  await page.getByRole('button', { name: 'Create draft town page' }).click();
  const file = `pages-json/towns/${name.toLowerCase().replace(/\W+/g, '-')}.json`;
  await expect(page.getByRole('heading', { name: file })).toBeVisible();
  await expect(page.locator('.status [data-code="unfinished-placeholder"]').first()).toBeAttached();
}

/** How a placeholder's field gets its text: set at once by default. */
type Write = (field: Locator, text: string) => Promise<void>;

/** Fills every placeholder of the open page, view by view, until none is left. */
export async function fillPlaceholders(
  page: Page,
  write: Write = (field, text) => field.fill(text),
) {
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
      if (value.startsWith('TODO(author):')) await write(field, textFor(value));
    }
  }
  const problems = page.locator('.status');
  await expect(problems).not.toContainText('[unfinished-placeholder]');
  await expect(problems).not.toContainText('[not-unique-copy]');
}

/**
 * Builds the site from `pagesDir` as `npm run build` does, and checks that the town at `route`
 * has its page (naming it), its card on the services overview, and its sitemap entries.
 */
export async function expectTownBuilt(pagesDir: string, route: string, name: string) {
  // Inside the project, so the server bundle finds node_modules; test-results/ is not committed.
  await mkdir(path.join(root, 'test-results'), { recursive: true });
  const dist = await mkdtemp(path.join(root, 'test-results', 'studio-town-'));
  try {
    await run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, PAGES_DIR: pagesDir, DIST_DIR: path.join(dist, 'dist') },
      maxBuffer: 64 * 1024 * 1024,
    });
    const built = (file: string) => readFile(path.join(dist, 'dist', file), 'utf8');
    expect(await built(`${route.slice(1)}/index.html`)).toContain(name);
    expect(await built('services/index.html')).toContain(`href="${route}"`);
    expect(await built('sitemap/index.html')).toContain(`href="${route}"`);
    expect(await built('sitemap.xml')).toContain(`${route}</loc>`);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
}
