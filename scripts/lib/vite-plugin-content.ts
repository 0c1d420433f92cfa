/**
 * Serves pages-json/ to the app as virtual modules:
 * - `virtual:content`: site.json, the route index (path, aliases, a lazy import per page) and
 *   the footer's service links. Its size grows by one short line per page, never by page content.
 * - `virtual:listings`: every page's listing entry, loaded only by sections that list pages.
 */
import type { Plugin } from 'vite';
import type { PageDocument, SiteDocument } from '../../src/generated/content.ts';
import { isSiteFile, readContentFiles } from './content-files.ts';
import { pagesDir } from './paths.ts';
import { toListingEntries } from '../../src/content/listings.ts';

const modules = { content: 'virtual:content', listings: 'virtual:listings' } as const;
const resolved = (id: string) => `\0${id}`;

async function readContent() {
  const files = await readContentFiles();
  const site = files.find(isSiteFile);
  if (!site)
    throw new Error('pages-json/site.json is missing. Create it from schemas/site.schema.json.');
  const pages = files
    .filter((file) => !isSiteFile(file))
    .map((file) => ({ file, doc: JSON.parse(file.text) as PageDocument }));
  return { site: JSON.parse(site.text) as SiteDocument, pages, files };
}

export function contentPlugin(options: { validate?: () => Promise<void> } = {}): Plugin {
  return {
    name: 'page-content',
    async buildStart() {
      await options.validate?.();
    },
    resolveId(id) {
      if (id === modules.content || id === modules.listings) return resolved(id);
      return undefined;
    },
    async load(id) {
      if (id !== resolved(modules.content) && id !== resolved(modules.listings)) return undefined;
      const { site, pages, files } = await readContent();
      for (const file of files) this.addWatchFile(file.absolutePath);
      const listings = toListingEntries(pages.map((page) => page.doc));
      if (id === resolved(modules.listings)) {
        return `export const listings = ${JSON.stringify(listings)};`;
      }
      const index = pages.map(
        ({ file, doc }) =>
          `{ path: ${JSON.stringify(doc.path)}, aliases: ${JSON.stringify(doc.aliases ?? [])}, ` +
          `load: () => import(${JSON.stringify(file.absolutePath)}) }`,
      );
      const serviceLinks = listings
        .filter((entry) => entry.group === 'service')
        .map((entry) => ({ label: entry.label, href: entry.href }));
      return [
        `export const site = ${JSON.stringify(site)};`,
        `export const pageIndex = [\n${index.join(',\n')}\n];`,
        `export const serviceLinks = ${JSON.stringify(serviceLinks)};`,
      ].join('\n');
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(pagesDir)) return;
      for (const id of Object.values(modules)) {
        const mod = server.moduleGraph.getModuleById(resolved(id));
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
      server.ws.send({ type: 'full-reload' });
    },
  };
}
