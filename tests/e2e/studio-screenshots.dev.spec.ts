/**
 * AUTHORING.md's pictures of the studio (docs/studio/*.png), at 1280 × 800 and 1440 × 900 over a
 * copy of pages-json/. Taken only when asked, as they rewrite files in docs/:
 *   STUDIO_SCREENSHOTS=1 npx playwright test tests/e2e/studio-screenshots.dev.spec.ts --project=dev-hydration
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';

const server = ownDevServerForThisSpec('studio-screenshots', '/__studio/api/pages');
const docs = fileURLToPath(new URL('../../docs/studio/', import.meta.url));
const doverFile = () => path.join(server.pagesDir, 'towns', 'dover.json');

test.skip(!process.env.STUDIO_SCREENSHOTS, 'Set STUDIO_SCREENSHOTS=1 to retake the pictures.');
for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const)
  test(`the studio, its image picker, the sidebar outline and a conflict, at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const original = await readFile(doverFile(), 'utf8');
    /** The fields pane scrolled back to its heading, the window to its top. */
    const topOfFields = () =>
      page.locator('.fields').evaluate((pane) => {
        pane.scrollTop = 0;
        window.scrollTo(0, 0);
      });
    const shot = (name: string) =>
      page.screenshot({ path: path.join(docs, `${name}-${width}.png`) });
    await page.goto(`${server.origin}/__studio`);
    await page.getByRole('button', { name: /towns\/dover\.json/ }).click();
    await expect(page.getByRole('heading', { name: 'pages-json/towns/dover.json' })).toBeFocused();
    await page.locator('.outline').first().locator('.select').first().click();
    const preview = page.frameLocator('iframe[title^="Preview of /"]');
    await expect(preview.locator('h1')).toBeVisible();
    await shot('studio');

    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    const grid = page.getByRole('list', { name: 'Images in public/Assets' });
    await expect(grid.getByRole('button').first()).toBeVisible();
    // The library has said where each picture is used.
    await expect(grid.getByText(/^on /).first()).toBeVisible();
    await grid.scrollIntoViewIfNeeded();
    await shot('image-picker');
    await page.getByRole('button', { name: 'Choose an image' }).first().click();

    await page.locator('.outline').nth(1).locator('.select').first().click();
    const fieldsHeading = page.locator('#fields-heading');
    await expect(fieldsHeading).toHaveText(/^Sidebar section 1/);
    await topOfFields();
    await shot('sidebar');

    await page.locator('.outline').first().locator('.select').first().click();
    const headline = page.locator('#field_sections_0_headline');
    await headline.click();
    await page.keyboard.press('End');
    await headline.pressSequentially(' Since 2010');
    await topOfFields();
    const text = await readFile(doverFile(), 'utf8');
    const doc = JSON.parse(text) as { sections: { headline: string }[] };
    await writeFile(
      doverFile(),
      text.replace(`"${doc.sections[0]!.headline}"`, '"Dover Painting, Done Right"'),
    );
    await page.getByRole('button', { name: "Compare with the disk's version…" }).click();
    await expect(page.getByRole('dialog', { name: 'The file changed on disk' })).toBeVisible();
    await shot('conflict');
    await writeFile(doverFile(), original);
  });
