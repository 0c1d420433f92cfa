/**
 * Static by default: the build's manifest shows that no static section adds a module to any
 * page's scripts; each island hydrates on its own, once; and pages that are documents of their
 * own keep what a client-side router gave: the splash once per session, every page opened at its
 * top (its #anchor excepted), and the notification cards across pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { database } from '../support/e2e/backend.ts';
import {
  appReady,
  expect,
  freezeTimers,
  holdAnimations,
  overlayListening,
  test,
} from '../support/e2e/fixtures.ts';
import { sectionTypeLists } from '../support/e2e/sectionTypeLists.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const dist = path.resolve('dist');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as T;

/** Every project file in any chunk a page can ever load: the entry and all it may import. */
function moduleGraph(): Set<string> {
  const manifest = readJson<Record<string, ManifestChunk>>('.vite/manifest.json');
  const chunkModules = readJson<Record<string, string[]>>('.vite/chunk-modules.json');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      visit(next);
  };
  visit('src/entry-client.ts');
  return new Set([...seen].flatMap((key) => chunkModules[manifest[key]!.file] ?? []));
}

const folderOf = (type: string) => `src/sections/${type[0]!.toUpperCase()}${type.slice(1)}/`;

test('no static section contributes a module to any page’s scripts', async () => {
  const modules = [...moduleGraph()];
  expect(modules).toContain('src/client/runtime.ts');
  const { all, interactive } = await sectionTypeLists();
  const staticTypes = all.filter((type) => !interactive.includes(type));
  expect(staticTypes.length).toBeGreaterThan(10);
  for (const type of staticTypes) {
    expect(
      modules.filter((module) => module.startsWith(folderOf(type))),
      `${type}'s modules in the client build`,
    ).toEqual([]);
  }
  // While the islands' own modules are there, each in a chunk of its own.
  expect(modules).toContain('src/ui/StatCards/StatCards.tsx');
  // And the controls the platform and the runtime answer are no island's, nor are the forms.
  for (const control of [
    'app/Header/MobileMenu',
    'ui/Tabs/Tabs',
    'ui/Carousel/Carousel',
    'forms/ContactForm/ContactForm',
    'forms/EstimateForm/EstimateOverlay',
  ])
    expect(modules).not.toContain(`src/${control}.tsx`);
});

/** Wakes every island on the page, twice over, and counts hydrations by their performance marks. */
async function hydrateAll(page: import('@playwright/test').Page) {
  const count = await page.locator('[data-island]').count();
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() =>
      document
        .querySelectorAll('[data-island]')
        .forEach((island) => island.dispatchEvent(new FocusEvent('focusin'))),
    );
    await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(count);
  }
  return {
    islands: count,
    hydrations: await page.evaluate(
      () =>
        performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('island '))
          .length,
    ),
  };
}

// Only the home page has islands now (its stat cards): the forms and controls need none.
for (const url of ['/']) {
  test(`each island on ${url} hydrates, and only once`, async ({ page }) => {
    await page.goto(url);
    await appReady(page);
    const { islands, hydrations } = await hydrateAll(page);
    expect(islands).toBeGreaterThan(0);
    expect(hydrations).toBe(islands);
  });
}

test.describe('across pages of one session', () => {
  test.use({ skipSplash: false });

  test('the splash plays on the first page only', async ({ page }) => {
    await holdAnimations(page);
    await page.goto('/about');
    await expect(page.getByTestId('splash')).toBeVisible();
    await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
    await appReady(page);
    await page.getByRole('contentinfo').locator('a[href="/gallery"]').click();
    await expect(page).toHaveURL('/gallery');
    await appReady(page);
    await expect(page.getByTestId('splash')).toHaveCount(0);
  });

  test('a page opens at its top, and at its section when the link names one', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('contentinfo').locator('a[href="/services"]').click();
    await expect(page).toHaveURL('/services');
    await appReady(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/services#areas');
    await expect(page.locator('#areas')).toBeInViewport();
  });
});

test('a notification card stays for the rest of its ten seconds on the next page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/about');
  await overlayListening(page);
  await freezeTimers(page);
  const name = `Visitante ${Date.now()}`;
  const { error } = await database().from('estimates').insert({
    name,
    email: 'next-page@example.com',
    phone: '973-555-0190',
    service: 'interior',
    contact_time: 'morning',
  });
  expect(error).toBeNull();
  const card = page.locator('article[lang="es"]').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await page.clock.runFor(4_000);
  await page.getByRole('contentinfo').locator('a[href="/gallery"]').click();
  await expect(page).toHaveURL('/gallery');
  // The page's script starts two frames after it paints; with the clock paused, move its frames.
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return card.isVisible();
    })
    .toBe(true);
  await page.clock.runFor(5_000);
  await expect(card).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(card).toBeHidden();
});
