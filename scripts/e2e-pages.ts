/**
 * `npm run test:e2e:pages [-- --base <commit>]`: the end-to-end specs that read page content, on
 * the pages changed since the base commit (`npm run check:content`'s step). The changed pages are
 * those the visual review pictures (scripts/lib/visual/review-pages.ts: a page whose document,
 * fragments resolved, differs from the base's); a change to site.json, the frame of every page,
 * checks every page. Each spec's per-page tests run on those pages only (E2E_PAGES, read by
 * tests/support/e2e/pages.ts); its tests of the whole site (the sitemap, the town counts, the link
 * graph, the 404 page) run whole, as a page's change can break them. Only the built site is
 * served: the development server is not started (E2E_DEV_SERVER=off).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readContent } from '../content/node.ts';
import { pagesDir } from './lib/paths.ts';
import { baseContent, findBase, reviewedPages } from './lib/visual/review-pages.ts';

/**
 * The specs that check what each page shows (its head tags and JSON-LD, its content without
 * scripts and the town facts, its layout and axe scan at 390 and 1440 px, a service page's
 * counts) and those that check the site the pages make (routes, towns, internal links, axe on
 * the 404 page and the open forms).
 */
export const PAGE_SPECS = [
  'tests/e2e/routes.spec.ts',
  'tests/e2e/towns.spec.ts',
  'tests/e2e/internal-links.spec.ts',
  'tests/e2e/a11y.spec.ts',
  'tests/e2e/no-js.spec.ts',
  'tests/e2e/layout.spec.ts',
  'tests/e2e/service-pages.spec.ts',
];

const { values } = (() => {
  try {
    return parseArgs({ options: { base: { type: 'string' } } });
  } catch (error) {
    console.error(`${(error as Error).message}; the one option is --base <commit>.`);
    process.exit(2);
  }
})();

/**
 * The changed pages' files (undefined: every page), whether any page changed at all (a removed
 * page leaves no page of its own to check, but the site's own checks still run), and what to say.
 */
async function pagesToCheck(): Promise<{ files?: string[]; anyChange: boolean; said: string }> {
  let base;
  try {
    base = await findBase(values.base);
  } catch (error) {
    return { anyChange: true, said: `${(error as Error).message} So every page is checked.` };
  }
  const [before, now] = await Promise.all([
    baseContent(base.commit),
    readContent(pagesDir, { drafts: true }),
  ]);
  if (JSON.stringify(before.site) !== JSON.stringify(now.site))
    return {
      anyChange: true,
      said: `site.json changed since ${base.name}: every page is checked.`,
    };
  const changed = reviewedPages(before, now);
  const files = changed.filter((page) => page.after).map((page) => page.file);
  const list = changed.map((page) => `  ${page.route} (${page.file}, ${page.kind})`).join('\n');
  return {
    files,
    anyChange: changed.length > 0,
    said: changed.length
      ? `${changed.length} page(s) changed since ${base.name}:\n${list}`
      : `No page changed since ${base.name}: nothing to check.`,
  };
}

const { files, anyChange, said } = await pagesToCheck();
console.log(said);
if (!anyChange) process.exit(0);

const result = spawnSync('npx', ['tsx', 'scripts/e2e.ts', '--project=site', ...PAGE_SPECS], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_DEV_SERVER: 'off',
    ...(files ? { E2E_PAGES: JSON.stringify(files) } : {}),
  },
});
process.exit(result.status ?? 1);
