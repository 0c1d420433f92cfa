/**
 * Layout and typography on every page, at phone (390 px) and desktop (1440 px) widths, in one
 * visit per page and width. Each page is visited as the first page of a fresh session, where a
 * visitor from a search result lands: the splash plays (held, then played to its end at once).
 * Then: no number range or short hyphenated compound is split across two lines, nothing is wider
 * than the screen, the hero kicker's lines all start beside its accent line, axe finds no WCAG
 * A/AA violation, the header and the phones' mobile bottom bar stay on screen as the page
 * scrolls, no button or link label is cut off (at 320, 360, 390 and 414 px on phones), and the
 * estimate form opens with its title and Submit in view. A second page of the same session
 * (no splash) keeps the header and bar in place too. Then the footer's secondary text: one
 * muted colour.
 *
 * Aliases show their page's very document, so each page is visited at its own path. One visit
 * does all of it because loading and settling a page is most of each check's time.
 */
import type { Page } from '@playwright/test';
import { splitUnbreakable } from '../../src/shared/authorText.ts';
import { expectNoViolations } from '../support/e2e/axe.ts';
import { appReady, expect, test } from '../support/e2e/fixtures.ts';
import { checkedRoutes, routes, site } from '../support/e2e/pages.ts';
import { expectEstimateFormFits } from '../support/e2e/estimateFits.ts';
import {
  expectFixedUiInPlace,
  expectNoClippedLabels,
  openWithSplash,
} from '../support/e2e/firstVisit.ts';

const VIEWPORTS = [
  { width: 390, height: 844, labelWidths: [390, 320, 360, 414] },
  { width: 1440, height: 900, labelWidths: [1440] },
];

const pageUrls = routes.filter((route) => !route.isAlias).map((route) => route.url);

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

/** Where the unbreakable runs (splitUnbreakable's) lie in the given texts, by text and offset. */
function unbreakableRuns(texts: string[]) {
  return texts.flatMap((text, node) => {
    let at = 0;
    return splitUnbreakable(text).flatMap(({ text: piece, keep }) => {
      const start = at;
      at += piece.length;
      return keep ? [{ node, start, end: at }] : [];
    });
  });
}

/**
 * Every range or compound (shared/authorText.ts's rule, run here in Node) whose text is laid out on
 * more than one line, with the text around it and the element it is in. The page's text nodes
 * are read once and kept in the page, so the runs are measured in exactly the nodes they were
 * found in, whatever the live overlay adds meanwhile.
 */
async function splitRuns(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, noscript, template'))
        nodes.push(node as Text);
    }
    (window as unknown as { layoutTexts: Text[] }).layoutTexts = nodes;
    return nodes.map((node) => node.data);
  });
  return page.evaluate((runs) => {
    const nodes = (window as unknown as { layoutTexts: Text[] }).layoutTexts;
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
    return runs.flatMap(({ node: index, start, end }) => {
      const node = nodes[index]!;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map((rect) => rect.top);
      if (tops.length === 0 || Math.max(...tops) - Math.min(...tops) <= 1) return [];
      const around = node.data.slice(Math.max(0, start - 25), end + 25);
      return [
        `"${node.data.slice(start, end)}" in "…${around}…" (${describe(node.parentElement!)})`,
      ];
    });
  }, unbreakableRuns(texts));
}

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

for (const { labelWidths, ...viewport } of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}, first page of a session`, () => {
    test.use({ viewport, skipSplash: false });

    for (const { url, page: doc } of checkedRoutes.filter((route) => !route.isAlias)) {
      test(`${url}: whole ranges, nothing wider than the screen, no axe violations, fixed parts in place, no cut labels, an estimate form in view (${doc.file})`, async ({
        page,
      }) => {
        // A dozen checks over two page loads: more than one default test's time on a busy machine.
        test.slow();
        await test.step('open with the splash', () => openWithSplash(page, url));
        await test.step('settle', () => settled(page));

        await test.step('whole ranges', async () => {
          expect(await splitRuns(page), 'ranges and compounds split across lines').toEqual([]);
        });

        await test.step('nothing wider than the screen', async () => {
          const { width, scrollWidth, offenders } = await overflow(page);
          expect(
            scrollWidth,
            `the page scrolls sideways; wider than the screen: ${offenders.join('; ')}`,
          ).toBeLessThanOrEqual(width);
        });

        await test.step('kicker lines', async () => {
          const starts = await kickerLineStarts(page);
          expect(
            new Set(starts).size,
            `kicker lines start at ${JSON.stringify(starts)}`,
          ).toBeLessThanOrEqual(1);
        });

        await test.step('axe', () => expectNoViolations(page));

        await test.step('fixed parts in place', () => expectFixedUiInPlace(page));
        await test.step('no cut labels', () => expectNoClippedLabels(page, labelWidths));
        await test.step('back at the hero', async () => {
          await page.setViewportSize(viewport);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          // Back at the hero the phones' bar slides away; the form opens from the page's own buttons.
          await expect(page.locator('[data-mobile-bottom-bar]')).toBeHidden();
        });

        await test.step('estimate form in view', () => expectEstimateFormFits(page));

        // A later page of the same session: no splash, the same fixed parts in place.
        await test.step('a later page', async () => {
          const next = pageUrls[(pageUrls.indexOf(url) + 1) % pageUrls.length]!;
          await page.goto(next);
          await appReady(page);
          await expectFixedUiInPlace(page);
        });
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
