/**
 * Renders every route (and alias) of the built app to static HTML, plus 404.html,
 * sitemap.xml and robots.txt. Run after the client and SSR builds.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAssetTags } from './asset-tags.ts';
import { stripUnreferencedComponentIds } from './component-ids.ts';
import {
  duplicateIdMessage,
  duplicateIds,
  pageFilesByRoute,
  RepeatedIds,
} from './duplicate-ids.ts';
import { fontProblems } from './font-loading.ts';
import type { Content } from '../../../content/node.ts';
import { distDir, ssrDir } from '../paths.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

type ServerEntry = typeof import('../../../src/entry-server.tsx');

/** A path no page can have (validation requires lowercase), used to render the 404 page. */
const NOT_FOUND_PROBE = '/__not-found__';

/**
 * The page as written: without the component-id classes no selector of it names (outside
 * islands; see component-ids.ts), bytes of the first window that style nothing.
 */
const finish = (html: string) => stripUnreferencedComponentIds(html).html;

/** Writes the page as written (see finish) and returns it. */
async function writeHtml(route: string, rendered: string): Promise<string> {
  const html = finish(rendered);
  const problems = fontProblems(html);
  if (problems.length > 0) throw new Error(`Pre-rendering ${route}: ${problems.join(' ')}`);
  const dir = path.join(distDir, route);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.html'), html);
  if (route !== '/') await writeFile(`${dir}.html`, html);
  return html;
}

/** `content`: the build's one read of pages-json/, for sitemap.xml and robots.txt. */
export async function prerender({ site, pages }: Content): Promise<number> {
  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as ServerEntry;
  const headTags = await clientAssetTags(distDir);
  const routes = await entry.routePaths();
  const fileOf = pageFilesByRoute(pages);
  const repeatedIds: string[] = [];
  const checkIds = (route: string, html: string, file: string | undefined) => {
    const duplicates = duplicateIds(html);
    if (duplicates.length > 0) repeatedIds.push(duplicateIdMessage(route, file, duplicates));
  };
  for (const route of routes) {
    const { status, html } = await entry.render(route, headTags);
    if (status !== 200) throw new Error(`Pre-rendering ${route} answered ${status}, expected 200.`);
    checkIds(route, await writeHtml(route, html), fileOf.get(route));
  }
  const notFound = await entry.render(NOT_FOUND_PROBE, headTags);
  if (notFound.status !== 404) throw new Error(`The 404 page answered ${notFound.status}.`);
  const notFoundHtml = finish(notFound.html);
  const notFoundProblems = fontProblems(notFoundHtml);
  if (notFoundProblems.length > 0) throw new Error(`404.html: ${notFoundProblems.join(' ')}`);
  checkIds('404.html', notFoundHtml, undefined);
  // Every page is checked before the build stops, so one run names them all.
  if (repeatedIds.length > 0)
    throw new RepeatedIds(
      `${repeatedIds.length} pre-rendered page(s) repeat an element id:\n${repeatedIds.join('\n')}`,
    );
  await writeFile(path.join(distDir, '404.html'), notFoundHtml);

  await writeFile(
    path.join(distDir, 'sitemap.xml'),
    sitemapXml(
      site,
      pages.map((page) => page.doc),
    ),
  );
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(site));
  return routes.length;
}
