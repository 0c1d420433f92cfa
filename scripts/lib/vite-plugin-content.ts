/**
 * Serves pages-json/ to the app as virtual modules, so that the JavaScript a page loads does not
 * grow with the number of pages:
 * - `virtual:content`: site.json and the footer's service links (bounded by the services).
 * - `virtual:route-index`: every page's path, aliases and a lazy import of its document (served
 *   with its fragment references resolved); the client loads it only when it navigates to a page
 *   it has not seen.
 * - `virtual:listings`: every page's listing entry, loaded only by sections that list pages.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { isSiteFile, readContent } from './content-files.ts';
import { isFragmentFile } from './fragments.ts';
import { pagesDir } from './paths.ts';
import { toListingEntries } from '../../src/content/listings.ts';

const modules = {
  content: 'virtual:content',
  routeIndex: 'virtual:route-index',
  listings: 'virtual:listings',
} as const;
const resolvedIds = new Set(Object.values(modules).map((id) => `\0${id}`));
const resolved = (id: string) => `\0${id}`;
const inPagesDir = (id: string) => id.startsWith(`${pagesDir}${path.sep}`);
/** A page document's file (not site.json, not a fragment), which is served resolved. */
const isPageFile = (id: string) => {
  const file = { path: path.relative(path.dirname(pagesDir), id).split(path.sep).join('/') };
  return inPagesDir(id) && id.endsWith('.json') && !isSiteFile(file) && !isFragmentFile(file);
};

export function contentPlugin(): Plugin {
  // One read of pages-json/ serves all three modules; a build or a page edit starts a fresh one.
  let content: ReturnType<typeof readContent> | undefined;
  return {
    name: 'page-content',
    buildStart() {
      content = undefined;
    },
    resolveId(id) {
      if (Object.values(modules).includes(id as never)) return resolved(id);
      return undefined;
    },
    async load(id) {
      // A page file imported by the route index is served resolved (fragments merged in), as
      // JSON text for Vite's JSON plugin to turn into its module.
      if (isPageFile(id)) {
        const { pages, files } = await (content ??= readContent());
        const page = pages.find(({ file }) => file.absolutePath === id);
        if (!page) return undefined;
        for (const file of files) this.addWatchFile(file.absolutePath);
        return JSON.stringify(page.doc);
      }
      if (!resolvedIds.has(id)) return undefined;
      const { site, pages, files } = await (content ??= readContent());
      for (const file of files) this.addWatchFile(file.absolutePath);
      const listings = toListingEntries(pages.map((page) => page.doc));
      if (id === resolved(modules.listings)) {
        return `export const listings = ${JSON.stringify(listings)};`;
      }
      if (id === resolved(modules.routeIndex)) {
        const index = pages.map(
          ({ file, doc }) =>
            `{ path: ${JSON.stringify(doc.path)}, aliases: ${JSON.stringify(doc.aliases ?? [])}, ` +
            `load: () => import(${JSON.stringify(file.absolutePath)}) }`,
        );
        return `export const pageIndex = [\n${index.join(',\n')}\n];`;
      }
      const serviceLinks = listings
        .filter((entry) => entry.group === 'service')
        .map((entry) => ({ label: entry.label, href: entry.href }));
      return [
        `export const site = ${JSON.stringify(site)};`,
        `export const serviceLinks = ${JSON.stringify(serviceLinks)};`,
      ].join('\n');
    },
    handleHotUpdate({ file, server }) {
      if (!inPagesDir(file)) return;
      content = undefined;
      // A fragment changes every page that uses it, so every content module is read again.
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id && (resolvedIds.has(mod.id) || inPagesDir(mod.id)))
          server.moduleGraph.invalidateModule(mod);
      }
      server.ws.send({ type: 'full-reload' });
    },
  };
}
