/**
 * Layout and typography on every page, at phone (390 px) and desktop (1440 px) widths, in one
 * visit per page and width: no number range or short hyphenated compound is split across two
 * lines, nothing is wider than the screen, the hero kicker's lines all start beside its accent
 * line, axe finds no WCAG A/AA violation, and the estimate form opens with its title and
 * Submit in view. Then the footer's secondary text: one muted colour.
 *
 * Aliases show their page's very document, so each page is visited at its own path. One visit
 * does all of it because loading and settling a page is most of each check's time.
 */
import type { Page } from '@playwright/test';
import { MAX_COMPOUND_LENGTH, UNBREAKABLE } from '../../src/ui/unbreakable.ts';
import { expectNoViolations } from './support/axe.ts';
import { appReady, expect, test } from './support/fixtures.ts';
import { routes, site } from './support/pages.ts';
import { expectEstimateFormFits } from './support/estimateFits.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The page laid out as it stays: brand fonts in place and finite entrance animations done. */
async function settled(page: Page) {
  await appReady(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Every range or compound (unbreakable.ts's definition) whose text is laid out on more than one
 * line, with the text around it and the element it is in.
 */
const splitRuns = (page: Page) =>
  page.evaluate(
    ({ source, flags, maxCompound }) => {
      const pattern = new RegExp(source, flags);
      const isRange = (run: string) => /^[$€£]?\d/.test(run) && /\d\s?[–\-‐‑]\s?[$€£]?\d/.test(run);
      const describe = (element: Element) => {
        const names: string[] = [];
        for (
          let node: Element | null = element;
          node && names.length < 4;
          node = node.parentElement
        ) {
          names.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''));
        }
        return names.join(' > ');
      };
      const split: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, template')) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(pattern)) {
          const run = match[0];
          if (!isRange(run) && run.length > maxCompound) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + run.length);
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0 && rect.height > 0)
            .map((rect) => rect.top);
          if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 1) {
            const around = text.slice(Math.max(0, match.index - 25), match.index + run.length + 25);
            split.push(`"${run}" in "…${around}…" (${describe(parent)})`);
          }
        }
      }
      return split;
    },
    { source: UNBREAKABLE.source, flags: UNBREAKABLE.flags, maxCompound: MAX_COMPOUND_LENGTH },
  );

/** How far the document scrolls sideways, and the outermost elements that stick out, if any. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const offenders: string[] = [];
    if (scrollWidth > width) {
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
        // Report the outermost element that sticks out, not each of its descendants.
        const parentBox = element.parentElement?.getBoundingClientRect();
        if (parentBox && (parentBox.right > width + 0.5 || parentBox.left < -0.5)) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[
          ...element.classList,
        ].join('.')}`;
        offenders.push(
          `${name} from ${Math.round(box.left)} to ${Math.round(box.right)} px: "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        );
        if (offenders.length === 5) break;
      }
    }
    return { width, scrollWidth, offenders };
  });

/**
 * The left edge of each line of the hero's kicker (the line above the h1), which must all be
 * the same: a second line starts beside the accent line, not under it. Empty without a kicker.
 */
const kickerLineStarts = (page: Page) =>
  page.evaluate(() => {
    const kicker = document.querySelector('main h1')?.previousElementSibling;
    if (!kicker || kicker.tagName !== 'P') return [];
    const range = document.createRange();
    range.selectNodeContents(kicker);
    const lines = new Map<number, number>();
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const top = Math.round(rect.top);
      lines.set(top, Math.min(lines.get(top) ?? Infinity, rect.left));
    }
    return [...lines.values()].map(Math.round);
  });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const { url, page: doc } of routes.filter((route) => !route.isAlias)) {
      test(`${url}: whole ranges, nothing wider than the screen, no axe violations, an estimate form in view (${doc.file})`, async ({
        page,
      }) => {
        await page.goto(url);
        await settled(page);

        expect(await splitRuns(page), 'ranges and compounds split across lines').toEqual([]);

        const { width, scrollWidth, offenders } = await overflow(page);
        expect(
          scrollWidth,
          `the page scrolls sideways; wider than the screen: ${offenders.join('; ')}`,
        ).toBeLessThanOrEqual(width);

        const starts = await kickerLineStarts(page);
        expect(
          new Set(starts).size,
          `kicker lines start at ${JSON.stringify(starts)}`,
        ).toBeLessThanOrEqual(1);

        await expectNoViolations(page);

        await expectEstimateFormFits(page);
      });
    }
  });
}

test.describe('footer at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('secondary text is all one muted colour, and the e-mail address keeps its domain whole', async ({
    page,
  }) => {
    await page.goto('/');
    await settled(page);
    const footer = page.getByRole('contentinfo');
    const colours = await footer.evaluate((root, brand) => {
      const found = new Map<string, string>();
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        const text = node.textContent?.trim() ?? '';
        // Headings and the brand's name are the bright text; everything else is secondary.
        if (!text || element.closest('h2, .visually-hidden') || text === brand) continue;
        found.set(getComputedStyle(element).color, text);
      }
      return [...found.keys()];
    }, site.brand.name);
    const muted = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-onDarkMuted').trim(),
    );
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(muted.slice(at, at + 2), 16));
    expect(colours).toEqual([`rgb(${r}, ${g}, ${b})`]);

    const email = footer.getByRole('link', { name: site.contact.email });
    const domain = site.contact.email.slice(site.contact.email.lastIndexOf('@'));
    const domainLines = await email.evaluate((link, at) => {
      const text = [...link.querySelectorAll('span')].find((span) => span.textContent === at)!;
      const range = document.createRange();
      range.selectNodeContents(text);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }, domain);
    expect(domainLines, 'lines the e-mail domain is laid out on').toBe(1);
  });
});
