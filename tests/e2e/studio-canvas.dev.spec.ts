/**
 * The page is the studio's canvas (issue 31): a click on a text of the preview goes to the field
 * that wrote it, by the marks the dev server puts on the page, never by its words (two fields
 * may read the same); a shared section's text selects that section; no mark is left in the
 * page's text. A double-click on a heading types on the page itself: every key lands, the focus
 * stays there while the studio checks the text, the field shows it, Save writes it; Escape puts
 * the text back; a paragraph low on the page redraws at the same scroll once the edit ends.
 * "Add a section" is a drawer of the section types, each with its name and a picture of it.
 * A section is dragged on the page by its handle, with a line where it will land: the outline
 * follows, Undo puts it back, Save writes the new order. A new town is made through the canvas
 * (drawer, typing on the page, dragging) and published (studio.dev.spec.ts builds such a town).
 * Runs its own dev server over a copy of pages-json/.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect } from '../support/e2e/fixtures';
import { ownDevServerForThisSpec } from '../support/e2e/ownDevServer.ts';
import { createTown, expectTownBuilt, fillPlaceholders } from '../support/e2e/studioTown.ts';
import { PREVIEW_FIELD } from '../../src/shared/studio/preview.ts';

const server = ownDevServerForThisSpec('studio-canvas', '/__studio/api/pages');

const file = (name: string) => path.join(server.pagesDir, name);

async function open(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.origin}/__studio`);
  await page.getByRole('button', { name: new RegExp(`${name.replace('.', '\\.')}`) }).click();
  await expect(page.getByRole('heading', { name: `pages-json/${name}` })).toBeFocused();
  // The frame draws the checked document once its first check is back: wait for that page.
  const checked = () =>
    page.frames().find((frame) => /\/__studio\/preview\?.*&v=[1-9]/.test(frame.url()));
  await expect.poll(() => checked() !== undefined, { timeout: 60_000 }).toBe(true);
  await checked()!.waitForLoadState('load');
  await expect(preview(page).locator('h1')).toBeVisible();
}

const preview = (page: Page) => page.frameLocator('.preview-box iframe');
/**
 * The hero headline's text as the studio marks it: the h1 itself, or the span inside it when
 * the text needs markup of its own (a hyphenated word is kept on one line in a span).
 */
const headline = (page: Page) =>
  preview(page).locator(`h1 [${PREVIEW_FIELD}], h1[${PREVIEW_FIELD}]`).first();
const outlineItem = (page: Page, index: number) =>
  page.locator('.outline').first().locator('.select').nth(index);

test('a click on a text focuses the field that wrote it, even where two fields read the same', async ({
  page,
}) => {
  // The spec's own dev server compiles the studio and the preview on this, their first open:
  // under load that alone took 20 s of the default 30.
  test.slow();
  const before = await readFile(file('about.json'), 'utf8');
  // Section 3 gets section 2's heading: the words alone cannot tell them apart.
  const about = JSON.parse(before) as { sections: { heading?: string }[] };
  about.sections[2]!.heading = about.sections[1]!.heading;
  await writeFile(file('about.json'), JSON.stringify(about, null, 2));
  try {
    await open(page, 'about.json');
    const headings = preview(page).getByRole('heading', { name: 'Our Story' });
    await expect(headings).toHaveCount(2);

    await headings.nth(1).click();
    await expect(outlineItem(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#field_sections_2_heading')).toBeFocused();

    await headings.nth(0).click();
    await expect(outlineItem(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#field_sections_1_heading')).toBeFocused();

    // "Licensed & Insured" is a highlight of section 2 and a reason's title in section 3.
    await preview(page).getByText('Licensed & Insured', { exact: true }).nth(1).click();
    await expect(page.locator('#field_sections_2_items_0_title')).toBeFocused();
    await preview(page).getByText('Licensed & Insured', { exact: true }).nth(0).click();
    await expect(page.locator('#field_sections_1_highlights_0')).toBeFocused();
  } finally {
    await writeFile(file('about.json'), before);
  }
});

test('a shared section’s text selects that section; the page’s text carries no mark', async ({
  page,
}) => {
  const shared = JSON.parse(
    await readFile(file('fragments/closing-call-to-action.json'), 'utf8'),
  ) as {
    heading: string;
  };
  await open(page, 'about.json');
  await preview(page).getByRole('heading', { name: shared.heading }).click();
  await expect(outlineItem(page, 3)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: /^Section 4:/ })).toBeFocused();

  const hidden = await preview(page)
    .locator('html')
    .evaluate((html: HTMLElement) => {
      const texts = [
        html.innerText,
        ...[...html.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.value)),
      ];
      return texts.filter((text) => /[\u200b-\u200d\u2060-\u2064\ufeff]/.test(text));
    });
  expect(hidden).toEqual([]);
});

// Near a heading's limit (80 characters), typed in bursts of 30.
const HEADLINE = 'Dependable painting for every Dover home, rental and storefront, primer to trim';

test('a heading typed on the page key by key keeps the focus, shows in its field and is saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await open(page, 'towns/dover.json');
  const heading = headline(page);
  const field = page.locator('#field_sections_0_headline');
  await heading.dblclick();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('contenteditable', 'plaintext-only');
  await page.keyboard.press('ControlOrMeta+A');

  // One letter is too short a headline: the check says so at the field, the focus stays.
  await page.keyboard.type(HEADLINE[0]!);
  await expect(page.locator('#field_sections_0_headline-problems')).toBeVisible();
  await expect(heading).toBeFocused();
  for (let at = 1; at < HEADLINE.length; at += 30) {
    await page.keyboard.type(HEADLINE.slice(at, at + 30), { delay: 10 });
    await expect(heading).toBeFocused();
    await expect(field).toHaveValue(HEADLINE.slice(0, at + 30));
  }
  await expect(page.locator('#field_sections_0_headline-problems')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveText(HEADLINE);

  await page.keyboard.press('Enter');
  await expect(heading).not.toBeFocused();
  await expect(heading).not.toHaveAttribute('contenteditable');
  await expect(heading).toHaveText(HEADLINE);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved Dover.' })).toBeVisible();
  const saved = JSON.parse(await readFile(file('towns/dover.json'), 'utf8')) as {
    sections: { headline: string }[];
  };
  expect(saved.sections[0]!.headline).toBe(HEADLINE);
});

test('Escape puts back the text from before the edit; the caret starts where the author clicked', async ({
  page,
}) => {
  await open(page, 'about.json');
  const heading = headline(page);
  const field = page.locator('#field_sections_0_headline');
  const before = (await heading.textContent()) ?? '';
  await heading.dblclick({ position: { x: 2, y: 10 } });
  await expect(heading).toBeFocused();
  await page.keyboard.type('New ');
  await expect(heading).toHaveText(`New ${before}`);
  await expect(field).toHaveValue(`New ${before}`);
  await expect(page.getByText('unsaved changes', { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(heading).not.toBeFocused();
  await expect(field).toHaveValue(before);
  await expect(heading).toHaveText(before);
  await expect(page.getByText('unsaved changes', { exact: true })).toHaveCount(0);
});

test('a paragraph typed low on the page keeps its place: after Enter the page redraws at the same scroll', async ({
  page,
}) => {
  const about = JSON.parse(await readFile(file('about.json'), 'utf8')) as {
    sections: { items?: { description: string }[] }[];
  };
  const last = about.sections[2]!.items!.length - 1;
  const words = about.sections[2]!.items![last]!.description;
  await open(page, 'about.json');
  const frame = page.frames().find((f) => f.url().includes('/__studio/preview?'))!;
  const paragraph = preview(page).getByText(words, { exact: true });
  await paragraph.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await paragraph.dblclick();
  await expect(paragraph).toBeFocused();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Every time.');
  await expect(page.locator(`#field_sections_2_items_${last}_description`)).toHaveValue(
    `${words} Every time.`,
  );
  const scrolled = await frame.evaluate(() => {
    Object.assign(window, { beforeTheEdit: true });
    return window.scrollY;
  });
  expect(scrolled).toBeGreaterThan(200);

  await page.keyboard.press('Enter');
  // A new document: the page redrew from the edited text.
  await expect
    .poll(() => frame.evaluate(() => 'beforeTheEdit' in window).catch(() => true))
    .toBe(false);
  await expect(preview(page).getByText(`${words} Every time.`, { exact: true })).toBeVisible();
  expect(Math.abs((await frame.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
});

test('“Add a section” shows each kind by name with a picture of it, and adds the one chosen after the selected section', async ({
  page,
}) => {
  // A drawer of every section type's picture: more than 30 s on a loaded machine.
  test.setTimeout(90_000);
  await open(page, 'about.json');
  const outline = page.locator('.outline').first();
  await outlineItem(page, 0).click();
  await outline.getByRole('button', { name: 'Add a section…' }).click();
  const drawer = outline.getByRole('list', { name: 'Add a section after the selected section' });
  const kinds = drawer.getByRole('button');
  await expect(kinds).toHaveCount(27);
  await expect(kinds.first()).toHaveText('About video');
  // Every picture is there and drawn: scrolled into view, each has loaded a real image.
  for (const picture of await drawer.locator('img').all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1440);
  }
  await expect(drawer.getByRole('button', { name: 'FAQ' })).toHaveAccessibleDescription(
    /question/i,
  );

  await drawer.getByRole('button', { name: 'FAQ' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(outlineItem(page, 1)).toContainText('FAQ');
  await expect(outlineItem(page, 1)).toBeFocused();
  await expect(outlineItem(page, 2)).toContainText('About video');
  await expect(page.getByRole('heading', { name: /^Section 2: FAQ/ })).toBeVisible();
});

/**
 * Drags section `from` of the main list by its handle (shown as the pointer goes over the section)
 * into the upper part of section `onto`, with the mouse in steps; the drop line shows meanwhile.
 * The page is drawn 1440 px wide and scrolled to its top: both sections are in view, away from the
 * edges where a drag scrolls the page.
 */
async function dragSection(page: Page, frame: FrameLocator, from: number, onto: number) {
  const section = (index: number) => frame.locator(`[data-studio-section="/sections/${index}"]`);
  await page.getByRole('button', { name: '1440 px' }).click();
  // A move is made by the places of the page as it is now: not while it redraws.
  const drawn = () => expect(page.locator('.preview-box iframe')).not.toHaveAttribute('aria-busy');
  await drawn();
  // The frame may still be loading the page drawn at the new width: scroll once it stands.
  await expect(async () => {
    await frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.scrollTo(0, 0));
  }).toPass();
  await drawn();
  await section(from).hover();
  const handle = frame.getByRole('button', { name: /^Move section: / }).nth(from);
  await expect(handle).toHaveCSS('opacity', '1');
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  const target = (await section(onto).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 4, { steps: 8 });
  await expect(frame.locator('.studio-drop-line')).toBeVisible();
  await page.mouse.up();
  await expect(frame.locator('.studio-drop-line')).toBeHidden();
}

test('a section dragged on the page moves there: the outline follows, Undo puts it back, Save writes it', async ({
  page,
}) => {
  const before = await readFile(file('about.json'), 'utf8');
  try {
    await open(page, 'about.json');
    const names = async () => page.locator('.outline').first().locator('.select').allTextContents();
    const order = await names();
    const moved = [order[0], order[2], order[1], order[3]];
    await dragSection(page, preview(page), 2, 1);
    await expect.poll(names).toEqual(moved);
    await expect(outlineItem(page, 1)).toHaveAttribute('aria-current', 'true');
    // The page redraws in the new order.
    const about = JSON.parse(before) as { sections: { type: string; heading?: string }[] };
    await expect(preview(page).locator('[data-studio-section="/sections/1"]')).toContainText(
      about.sections[2]!.heading!,
    );

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(names).toEqual(order);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(names).toEqual(moved);

    // The handle moves its section one place by the arrow keys, and keeps the focus as the page
    // redraws.
    const iframe = page.locator('.preview-box iframe');
    const handle = preview(page).getByRole('button', { name: /^Move section: .*Our Standards$/ });
    await expect(iframe).not.toHaveAttribute('aria-busy');
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(names).toEqual(order);
    await expect(iframe).not.toHaveAttribute('aria-busy');
    await expect(handle).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect.poll(names).toEqual(moved);
    await expect(iframe).not.toHaveAttribute('aria-busy');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved About Us.' })).toBeVisible();
    const saved = JSON.parse(await readFile(file('about.json'), 'utf8')) as typeof about;
    const [hero, video, reasons, closing] = about.sections;
    expect(saved.sections).toEqual([hero, reasons, video, closing]);
  } finally {
    await writeFile(file('about.json'), before);
  }
});

const HOURS_HEADING = 'Randolph Hours, Six Days a Week';

test('the Randolph trial through the canvas: a section added from the drawer, its heading typed on the page, a section dragged, published', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const randolph = file('towns/randolph.json');
  await rm(randolph, { force: true }); // left by an earlier repeat of this test
  await page.setViewportSize({ width: 1440, height: 900 });
  await createTown(page, server.origin, 'Randolph', '07869');
  await expect(page.locator('.status [data-code="not-unique-copy"]').first()).toBeAttached();
  await fillPlaceholders(page);

  const outline = page.locator('.outline').first();
  await outlineItem(page, 0).click();
  await outline.getByRole('button', { name: 'Add a section…' }).click();
  await outline
    .getByRole('list', { name: 'Add a section after the selected section' })
    .getByRole('button', { name: 'Business hours' })
    .click();
  await expect(outlineItem(page, 1)).toContainText('Business hours');

  const heading = preview(page).getByRole('heading', { name: 'Business Hours' });
  await heading.dblclick();
  await expect(heading).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await heading.pressSequentially(HOURS_HEADING);
  await page.keyboard.press('Enter');
  await expect(page.locator('#field_sections_1_heading')).toHaveValue(HOURS_HEADING);
  await expect(preview(page).getByRole('heading', { name: HOURS_HEADING })).toBeVisible();

  // The trust badges, just below, go up above the new section.
  await dragSection(page, preview(page), 2, 1);
  await expect(outlineItem(page, 2)).toContainText('Business hours');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  const published = JSON.parse(await readFile(randolph, 'utf8')) as {
    draft?: boolean;
    sections: { type: string; heading?: string }[];
  };
  expect(published.draft).toBeUndefined();
  expect(published.sections.slice(0, 3).map((s) => s.type)).toEqual([
    'hero',
    'trustBadges',
    'businessHours',
  ]);
  expect(published.sections[2]!.heading).toBe(HOURS_HEADING);
  expect(JSON.stringify(published)).not.toContain('TODO(author)');

  await expectTownBuilt(server.pagesDir, '/interior-painting/randolph-nj', 'Randolph');
});

test('a move handle covers no word of the page and never the site header, at 390, 768 and 1440 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A town page's main column starts each section with its heading, right at the section's top.
  await open(page, 'towns/boonton.json');
  const frame = preview(page);
  const sections = frame.locator('[data-studio-section]');
  for (const width of [390, 768, 1440]) {
    await page.getByRole('button', { name: `${width} px` }).click();
    await expect(page.locator('.preview-box iframe')).not.toHaveAttribute('aria-busy');
    for (let index = 0; index < (await sections.count()); index += 1) {
      const section = sections.nth(index);
      // The section a third of the way down the pane, where an author would point at it.
      await section.evaluate((element) => {
        const view = element.ownerDocument.defaultView!;
        view.scrollTo(0, element.getBoundingClientRect().top + view.scrollY - view.innerHeight / 3);
      });
      await section.hover({ position: { x: 4, y: 4 } });
      const pointer = await section.getAttribute('data-studio-section');
      const handle = frame.locator(`.studio-handle[data-section="${pointer}"]`);
      await expect(handle).toHaveCSS('opacity', '1');
      const covered = await handle.evaluate(async (button) => {
        const doc = button.ownerDocument;
        // Handles are placed on the page's next frame after a scroll or a hover.
        const view = doc.defaultView!;
        await new Promise((done) =>
          view.requestAnimationFrame(() => view.requestAnimationFrame(done)),
        );
        const at = button.getBoundingClientRect();
        const over = (box: DOMRect) =>
          box.right > at.left && box.left < at.right && box.bottom > at.top && box.top < at.bottom;
        /** Whether a word's box under the handle is drawn there, not clipped (a closed answer). */
        const shownUnder = (box: DOMRect, element: Element) =>
          doc
            .elementsFromPoint(
              (Math.max(box.left, at.left) + Math.min(box.right, at.right)) / 2,
              (Math.max(box.top, at.top) + Math.min(box.bottom, at.bottom)) / 2,
            )
            .includes(element);
        const words: string[] = [];
        const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
        const range = doc.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || button.parentElement!.contains(node)) continue;
          range.selectNodeContents(node);
          const boxes = [...range.getClientRects()].filter(over);
          if (boxes.some((box) => shownUnder(box, node.parentElement!)))
            words.push(node.textContent.trim());
        }
        const header = doc.querySelector('header');
        if (header && over(header.getBoundingClientRect())) words.push('(the site header)');
        return words;
      });
      expect(covered, `${width} px, section ${pointer}`).toEqual([]);
    }
  }
});

test('at the 768 px the studio opens with, a section dragged to the pane’s foot scrolls the page, and lands where it is let go', async ({
  page,
}) => {
  // The page scrolls one step a frame: a loaded machine draws few frames.
  test.setTimeout(120_000);
  await open(page, 'towns/boonton.json');
  await expect(page.getByRole('button', { name: '768 px' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const frame = preview(page);
  const scrollY = () =>
    frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.scrollY);
  await frame.locator('html').evaluate((html) => html.ownerDocument.defaultView!.scrollTo(0, 0));
  await expect(page.locator('.preview-box iframe')).not.toHaveAttribute('aria-busy');
  const names = async () => page.locator('.outline').first().locator('.select').allTextContents();
  const order = await names();

  const first = frame.locator('[data-studio-section="/sections/1"]');
  await first.hover({ position: { x: 4, y: 40 } });
  const handle = frame.locator('.studio-handle[data-section="/sections/1"]');
  await expect(handle).toHaveCSS('opacity', '1');
  const grip = (await handle.boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  // The section at the middle of the pane, where the pointer comes back to (the one above, when
  // the middle falls in the gap between two).
  const middleSection = () =>
    frame.locator('[data-studio-section^="/sections/"]').evaluateAll((elements) => {
      const middle = elements[0]!.ownerDocument.defaultView!.innerHeight / 2;
      return elements.findLastIndex((element) => element.getBoundingClientRect().top <= middle);
    });
  // Held just inside the pane's bottom edge, the page scrolls under the pointer; a few sections
  // on, the pointer goes back up to the middle of the pane, and the page stops.
  const pane = (await page.locator('.preview-box iframe').boundingBox())!;
  await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height - 6, { steps: 12 });
  await expect
    .poll(
      async () => {
        if ((await middleSection()) < 4) return false;
        await page.mouse.move(pane.x + pane.width / 2, pane.y + pane.height / 2, { steps: 6 });
        return true;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  let settled = -1;
  await expect
    .poll(async () => {
      const now = await scrollY();
      const still = now === settled;
      settled = now;
      return still;
    })
    .toBe(true);
  const target = await middleSection();
  expect(target).toBeGreaterThan(2);
  await expect(frame.locator('.studio-drop-line')).toBeVisible();
  await page.mouse.up();
  // Dropped just before or after the section under the pointer (by which half it is in).
  await expect.poll(names).not.toEqual(order);
  const moved = await names();
  expect([target - 1, target]).toContain(moved.indexOf(order[1]!));
});
