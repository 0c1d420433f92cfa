/** The estimate form opened as a visitor opens it, checked to fit the screen (layout.spec.ts). */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { ESTIMATE_TITLE, estimateDialog } from './forms.ts';

/**
 * Opens the form from the page's first estimate button, as a visitor would; on a phone page
 * without one, from the menu. Returns false when the page offers none at this width.
 */
async function openEstimate(page: Page): Promise<boolean> {
  const inPage = page.locator('main button[data-intent="estimate"]:visible').first();
  if (await inPage.count()) {
    await inPage.click();
    return true;
  }
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  if (!(await toggle.isVisible())) return false;
  await toggle.click();
  await page.getByRole('banner').locator('button[data-intent="menu-estimate"]').click();
  return true;
}

/** Fully inside the viewport and the form, and on top there (not under the form's scroll edge). */
async function expectInView(element: Locator, form: Locator, what: string) {
  const seen = await element.evaluate(
    (node, formNode) => {
      const box = node.getBoundingClientRect();
      const frame = formNode.getBoundingClientRect();
      const inside = (outer: { top: number; left: number; bottom: number; right: number }) =>
        box.top >= outer.top - 0.5 &&
        box.left >= outer.left - 0.5 &&
        box.bottom <= outer.bottom + 0.5 &&
        box.right <= outer.right + 0.5;
      const viewport = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        inViewport: inside(viewport),
        inForm: inside(frame),
        onTop: hit !== null && node.contains(hit),
      };
    },
    await form.elementHandle(),
  );
  expect(seen, `${what} is in view`).toEqual({ inViewport: true, inForm: true, onTop: true });
}

/** The words of each line the title is laid out in, read from the text's line boxes. */
const titleLines = (title: Locator) =>
  title.evaluate((heading) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.join(' '));
  });

/**
 * The estimate form fits the screen it opens on: the title and the Submit button are in view
 * the moment the form opens (the fields scroll between them), and the title never leaves a word
 * alone on its own line. Opens it from the page's first estimate button, or on a phone page
 * without one from the menu; a page that offers none at this width has nothing to check.
 */
export async function expectEstimateFormFits(page: Page): Promise<void> {
  if (!(await openEstimate(page))) return;
  const form = estimateDialog(page);
  await expect(form).toBeVisible();
  // Its entrance is a short fade; measure the form where it comes to rest.
  await form.evaluate((node) =>
    Promise.all(node.getAnimations().map((animation) => animation.finished)),
  );
  const title = form.getByRole('heading', { name: ESTIMATE_TITLE });
  await expectInView(title, form, "the estimate form's title");
  await expectInView(form.getByRole('button', { name: 'Submit Request' }), form, 'Submit');
  const lines = await titleLines(title);
  expect(lines.length, `title lines: ${JSON.stringify(lines)}`).toBeLessThanOrEqual(2);
  for (const line of lines) {
    expect(line.split(' ').length, `no lone word in ${JSON.stringify(lines)}`).toBeGreaterThan(1);
  }
}
