/**
 * The site's routes, read from pages-json/ the same way the build does, so a page file dropped
 * into pages-json/ is covered by every spec without touching the tests. Fragments are not pages;
 * the pages that use them are read with them resolved.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  fragmentMap,
  isFragmentFile,
  resolveFragments,
  isDraft,
  MEDIA_INDEX_FILE,
} from '../../../content/node.ts';

export interface Link {
  label: string;
  href: string;
}

export interface SiteFile {
  siteUrl: string;
  brand: { name: string; tagline: string; logo: string };
  contact: { phoneDisplay: string; phoneE164: string; email: string; location: string };
  nav: (Link & { currentFor?: string[] })[];
  quickActions?: { kind: 'phone' | 'estimate'; label: string }[];
  footer: { quickLinks: Link[]; legalLinks: Link[]; social: string[] };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Section = { type: string } & Record<string, Json>;

export interface TestPage {
  /** pages-json/... relative path, for test titles and messages. */
  file: string;
  path: string;
  aliases: string[];
  meta: { title: string; description: string; canonicalPath?: string; noindex?: boolean };
  listing?: { group: string; label: string; order?: number; href?: string };
  sections: Section[];
}

export interface Route {
  /** The URL path a visitor opens: the page's path or one of its aliases. */
  url: string;
  page: TestPage;
  isAlias: boolean;
}

const pagesDir = fileURLToPath(new URL('../../../pages-json/', import.meta.url));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const site = readJson<SiteFile>(path.join(pagesDir, 'site.json'));

// Read at once (specs are collected synchronously), leaving out what readPageFolder keeps apart:
// site.json and the media index are not pages.
const contentFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter(
    (name) =>
      name.endsWith('.json') && path.basename(name) !== 'site.json' && name !== MEDIA_INDEX_FILE,
  )
  .sort()
  .map((name) => ({
    path: `pages-json/${name.split(path.sep).join('/')}`,
    text: readFileSync(path.join(pagesDir, name), 'utf8'),
  }));
const fragments = fragmentMap(contentFiles);

/** Every page the build publishes (drafts are left out), with its fragment references resolved. */
export const pages: TestPage[] = contentFiles
  .filter((file) => !isFragmentFile(file) && !isDraft(JSON.parse(file.text)))
  .map((file) => ({
    ...resolveFragments(JSON.parse(file.text) as Omit<TestPage, 'file'>, fragments).doc,
    file: file.path,
  }))
  .map((page) => ({ ...page, aliases: page.aliases ?? [] }));

/** Every URL the site answers with a page: each page's path, then its aliases. */
export const routes: Route[] = pages.flatMap((page) => [
  { url: page.path, page, isAlias: false },
  ...page.aliases.map((url) => ({ url, page, isAlias: true })),
]);

/**
 * The page files whose own checks run: every page, or only those E2E_PAGES names (a JSON list of
 * page files, set by `npm run test:e2e:pages` to the pages changed since the base commit).
 * Checks of the whole site (the sitemap, counts, the link graph) read `pages` and `routes`.
 */
const onlyFiles = process.env.E2E_PAGES
  ? new Set(JSON.parse(process.env.E2E_PAGES) as string[])
  : undefined;

/** The pages whose own checks run (every page, unless E2E_PAGES chooses some). */
export const checkedPages: TestPage[] = onlyFiles
  ? pages.filter((page) => onlyFiles.has(page.file))
  : pages;

/** The routes of the checked pages, aliases included. */
export const checkedRoutes: Route[] = routes.filter((route) => checkedPages.includes(route.page));

export const absoluteUrl = (urlPath: string) =>
  urlPath === '/' ? `${site.siteUrl}/` : `${site.siteUrl}${urlPath}`;

export const canonicalUrl = (page: TestPage) => absoluteUrl(page.meta.canonicalPath ?? page.path);

/** The page a site path opens, or undefined when the site has no such page (yet). */
export function pageAt(href: string): TestPage | undefined {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return routes.find((route) => route.url === pathname)?.page;
}

/** The footer's "Our Services" links: pages listed in the service group, in listing order. */
export const serviceLinks: Link[] = pages
  .filter((page) => page.listing?.group === 'service')
  .map((page) => page.listing!)
  .sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.label.localeCompare(b.label),
  )
  .map((listing) => {
    const page = pages.find((p) => p.listing === listing)!;
    return { label: listing.label, href: listing.href ?? page.path };
  });

/** The page's only h1: the hero headline, when the page opens with a hero. */
export const headlineOf = (page: TestPage): string | undefined => {
  const hero = page.sections.find((section) => section.type === 'hero');
  return typeof hero?.headline === 'string' ? hero.headline : undefined;
};

/** Plain (markup-free) strings found under these keys are shown verbatim on the page. */
const VERBATIM_KEYS = new Set(['subtitle', 'heading']);
const hasMarkup = (text: string) => /[[\]{}*_`<>]/.test(text);

function verbatimStrings(value: Json, found: string[]): void {
  if (Array.isArray(value)) value.forEach((item) => verbatimStrings(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && VERBATIM_KEYS.has(key) && !hasMarkup(child)) {
        found.push(child);
      } else verbatimStrings(child, found);
    }
  }
}

/** A few texts from the page's sections that must appear in its <main>, in document order. */
export function mainTextsOf(page: TestPage, limit = 3): string[] {
  const found: string[] = [];
  verbatimStrings(page.sections as Json, found);
  return [...new Set(found)].slice(0, limit);
}

/** A nav/footer link that opens an existing page other than `currentPath`, if there is one. */
export const firstLinkToOtherPage = (links: readonly Link[], currentPath = '/') =>
  links.find((link) => {
    const target = pageAt(link.href);
    return target !== undefined && target !== pageAt(currentPath);
  });

/**
 * One route per distinct page make-up (its section types, in order, and its sidebar's): pages
 * built from the same components, such as most town pages, render the same way, so checks that
 * are slow per page (the development server's hydration) need only one of each.
 */
export const routesByLayout: Route[] = [
  ...new Map(
    routes
      .filter((route) => !route.isAlias)
      .map((route) => {
        const sidebar = (route.page as TestPage & { sidebar?: Section[] }).sidebar ?? [];
        const layout = [...route.page.sections, ...sidebar].map((s) => s.type).join(',');
        return [layout, route] as const;
      })
      .reverse(),
  ).values(),
].reverse();
