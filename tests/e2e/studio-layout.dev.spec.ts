/**
 * The studio's layout (issue 31): three fixed panes (outline, page, fields) at 1280, 1440 and
 * 1920 px with no horizontal scroll; the page drawn at 390, 768 or 1440 px is scaled to fit its
 * pane, never clipped, and stays in view while the author edits the lowest fields; "Add a
 * section" stays in its pane; axe finds nothing. Nothing here is saved, so it runs on the suite's
 * development server and its real pages-json/ (a dev server of its own costs a cold start).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Route } from '@playwright/test';
import { CAMEL_CASE, CODE_WORDS } from '../support/codeWords.ts';
import { WCAG_TAGS } from '../../src/shared/wcag.ts';
import { test, expect } from '../support/e2e/fixtures';

async function openFile(page: Page, file: string) {
  await page.goto('/__studio');
  await page.getByRole('button', { name: new RegExp(`${file.replace('.', '\\.')}`) }).click();
  await expect(page.getByRole('heading', { name: `pages-json/${file}` })).toBeFocused();
}
const openAbout = (page: Page) => openFile(page, 'about.json');

/** How far the studio's window itself scrolls down: only its panes should. */
const windowScroll = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
  );

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not shown');
  return rect;
};

/** Whether `inner` lies within `outer`, to the pixel. */
const within = (
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px: three panes side by side, no scroll of the window, and "Add a section" inside its pane`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openAbout(page);
    await page.locator('.outline').first().locator('.select').nth(1).click();
    const outline = await box(page.locator('.outlines'));
    const preview = await box(page.locator('.preview'));
    const fields = await box(page.locator('.fields'));
    expect(outline.x + outline.width).toBeLessThanOrEqual(preview.x);
    expect(preview.x + preview.width).toBeLessThanOrEqual(fields.x);
    expect(fields.x + fields.width).toBeLessThanOrEqual(width);
    for (const pane of [outline, preview, fields])
      expect(pane.y + pane.height).toBeLessThanOrEqual(900 + 1);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBe(0);
    expect(await windowScroll(page), 'the studio window scrolls up and down').toBe(0);
    // The outline scrolls up and down; across, "Add a section" stays within it.
    for (const part of await page.locator('.add-section').locator('select, button').all()) {
      const { x, width: wide } = await box(part);
      expect(x).toBeGreaterThanOrEqual(outline.x);
      expect(x + wide).toBeLessThanOrEqual(outline.x + outline.width);
    }
    await page.screenshot({ path: test.info().outputPath(`studio-${width}.png`) });
  });
}

/**
 * What an author would trip over in the studio's own panes: anything wider than its pane (the pane
 * then scrolls sideways and cuts it off), and a label, legend, heading or button whose words are
 * code. Content shown as content (page names, section headings, file lines) is left out: it is the
 * author's own words.
 */
const studioScan = (page: Page) =>
  page.evaluate(
    ([codeWords, camelCase]) => {
      const code = new RegExp(codeWords, 'i');
      const camel = new RegExp(camelCase);
      // The validator's messages are its own words, checked by its wording tests.
      const content =
        '.page-name, .page-file, .heading-file, #editor-heading, .outline .select, .problem-list';
      const problems: string[] = [];
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}>`;
      for (const pane of document.querySelectorAll('.pages, .outlines, .fields, .status')) {
        if (pane.scrollWidth > pane.clientWidth + 1)
          problems.push(
            `${name(pane)} holds ${pane.scrollWidth} px of content in ${pane.clientWidth} px`,
          );
        const edge = pane.getBoundingClientRect().right;
        for (const element of pane.querySelectorAll('*')) {
          const { width, right } = element.getBoundingClientRect();
          if (width > 0 && right > edge + 1 && !element.closest('.page-file'))
            problems.push(`${name(element)} reaches ${Math.round(right - edge)} px past its pane`);
        }
        for (const element of pane.querySelectorAll('label, legend, h2, h3, button')) {
          if (element.closest(content) || !(element as HTMLElement).offsetParent) continue;
          const copy = element.cloneNode(true) as Element;
          for (const inner of copy.querySelectorAll(content)) inner.remove();
          const words = (copy.textContent ?? '').trim();
          if (code.test(words) || camel.test(words)) problems.push(`"${words}" is code, not words`);
        }
      }
      return problems;
    },
    [CODE_WORDS.source, CAMEL_CASE.source] as const,
  );

for (const width of [1280, 1440]) {
  test(`at ${width} px the studio fits its panes and speaks an author's words: a page's own fields, a hero's, and a new town typed key by key`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openFile(page, 'towns/dover.json');
    // The page as edited, never the visitor's splash, even on the session's first draw.
    await expect(
      page.frameLocator('.preview-box iframe').locator('[data-splash-overlay]'),
    ).toBeHidden();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByLabel('Town name').pressSequentially('Madison');
    await pages.getByLabel('ZIP code').pressSequentially('07940');
    // Nothing selected: the page's own fields (address, search and sharing, structured data).
    expect(await studioScan(page)).toEqual([]);
    await page.locator('.outline').first().locator('.select').first().click();
    await page.locator('#field_sections_0_headline').pressSequentially(' and more');
    expect(await studioScan(page)).toEqual([]);
    // The image grid, with the form that adds a photo of the author's own.
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await expect(page.getByLabel('What the photo shows')).toBeVisible();
    expect(await studioScan(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close the images' }).click();
    await page.getByRole('button', { name: 'Add a section…' }).click();
    expect(await studioScan(page)).toEqual([]);
  });
}

test('with a long page open, only the panes scroll, never the window (a click never shifts what it aimed at)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openFile(page, 'towns/dover.json');
  expect(await windowScroll(page)).toBe(0);
});

test('the page at 390, 768 and 1440 px is scaled to fit its pane, whole, and stays in view while the lowest field is edited', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAbout(page);
  const pane = page.locator('.preview-box');
  const frame = page.locator('.preview-box iframe');
  // The frame comes with the document's first check: a readiness wait, long on a loaded machine.
  await expect(frame).toBeAttached({ timeout: 60_000 });
  for (const drawn of [390, 768, 1440]) {
    await page.getByRole('button', { name: `${drawn} px` }).click();
    await expect(frame).toHaveAttribute('title', new RegExp(`at ${drawn} px`));
    // The page inside is laid out at the chosen width...
    await expect
      .poll(() => frame.evaluate((f: HTMLIFrameElement) => f.contentWindow?.innerWidth))
      .toBe(drawn);
    // ...and shown whole within its pane, as wide as the pane allows.
    const outer = await box(pane);
    const shown = await box(frame);
    expect(within(shown, outer)).toBe(true);
    expect(shown.width).toBeGreaterThan(Math.min(drawn, outer.width) - 4);
  }

  // The about-video section has the most fields; its last one is far down the fields pane.
  await page.locator('.outline').first().locator('.select').nth(1).click();
  const last = page.locator('.fields input[type="text"], .fields textarea').last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await page.keyboard.press('End');
  await last.pressSequentially(' now');
  await expect(last).toBeFocused();
  const view = { x: 0, y: 0, width: 1280, height: 800 };
  expect(within(await box(pane), view)).toBe(true);
  expect(within(await box(last), view)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the studio has no axe violations with a section, the drawer of sections, the image grid and the link picker open', async ({
  page,
}) => {
  // A hang detector: axe over the whole studio, the image grid and its photo form open, took
  // 20 s alone on a loaded 2-core machine, past the default 30 s beside other workers.
  test.setTimeout(120_000);
  await openAbout(page);
  await page.locator('.outline').first().locator('.select').nth(1).click();
  await page.getByRole('button', { name: 'Add a section…' }).click();
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.getByRole('button', { name: 'Link to a page…' }).first().click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
});

test('clicking text on the page selects its section and puts the cursor in the field it comes from', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's pictures are held, so the frame has not loaded when its text is clicked: as on a
  // cold dev server, where the text shows seconds before the last picture arrives.
  const held: Route[] = [];
  await page.route(/\/Assets\/.+\.(avif|webp|jpe?g|png|svg)$/, (route) => void held.push(route));
  await openAbout(page);
  const frame = page.frameLocator('.preview-box iframe');
  const outline = page.locator('.outline').first().locator('.select');

  await frame.getByRole('heading', { name: 'Our Story' }).click();
  await expect(outline.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#field_sections_1_heading')).toBeFocused();

  const paragraph = page.locator('#field_sections_1_paragraphs_1');
  const words = (await paragraph.inputValue()).slice(0, 40);
  await frame.getByText(words).click();
  await expect(paragraph).toBeFocused();

  await frame.getByRole('heading', { level: 1 }).click();
  await expect(outline.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#field_sections_0_headline')).toBeFocused();
  expect(held.length, 'pictures still held, the frame not yet loaded').toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a check that finds problems, or finds them gone, moves no pane: a click lands where the author aimed', async ({
  page,
}) => {
  // The headline typed back key by key, each key a change the studio checks: on a loaded
  // machine that is more than a default test's time.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openFile(page, 'towns/dover.json');
  await page.locator('.outline').first().locator('.select').first().click();
  const status = page.locator('.status [role="status"]');
  await expect(status).toHaveText(/^Would build\./);
  const panes = () =>
    Promise.all(['.outlines', '.preview', '.fields'].map((at) => box(page.locator(at))));
  const still = await panes();
  const headline = page.locator('#field_sections_0_headline');
  const words = await headline.inputValue();
  await headline.press('ControlOrMeta+a');
  await headline.press('Backspace');
  await expect(status).toHaveText(/^The build would reject this page/);
  expect(await panes(), 'the panes once the check found a problem').toEqual(still);
  await headline.pressSequentially(words);
  await expect(status).toHaveText(/^Would build\./);
  expect(await panes(), 'the panes once the check found it gone').toEqual(still);
});
