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
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';
import {
  contentOf,
  isSiteFile,
  readContent,
  type Content,
  type ContentOptions,
  isFragmentFile,
} from '../../../content/node.ts';
import { pagesDir } from '../paths.ts';
import {
  checkContent,
  contentError,
  overlayError,
  PLUGIN_NAME,
  problemText,
  type ContentCheck,
} from '../dev/live-validation.ts';
import { listingLinks, toListingEntries } from '../../../src/shared/listings.ts';

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

/** Marks every content module stale in every environment (client and server rendering). */
function invalidateContent(server: ViteDevServer) {
  for (const environment of Object.values(server.environments)) {
    for (const mod of environment.moduleGraph.idToModuleMap.values()) {
      if (mod.id && (resolvedIds.has(mod.id) || inPagesDir(mod.id)))
        environment.moduleGraph.invalidateModule(mod);
    }
  }
}

/** How long after an unreadable page file the dev server reads it again. */
const HALF_WRITTEN_RECHECK_MS = 200;

/** Whether a plugin of a Vite config is this one (Storybook swaps it for one that shows drafts). */
export const isContentPlugin = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && plugin.name === PLUGIN_NAME;

export function contentPlugin(options: ContentOptions): Plugin {
  // One read of pages-json/ serves all three modules: the build's own (options.loaded), else a
  // fresh one per build or page edit; the dev server serves the read its validation made.
  let content: Promise<Content> | undefined;
  // Development only: the dev server, and its last validation, so that a page is never served
  // from invalid content (the first load validates; every change under pages-json/ again).
  let devServer: ViteDevServer | undefined;
  let devCheck: ContentCheck | undefined;
  let latestCheck: Promise<ContentCheck | undefined> | undefined;

  const loadContent = async () => {
    if (devServer) await (latestCheck ??= revalidate(devServer));
    if (devCheck && devCheck.errors.length > 0) throw contentError(devCheck, pagesDir);
    const read = devCheck?.folder;
    return (content ??= read
      ? Promise.resolve(contentOf(read, pagesDir, options))
      : readContent(pagesDir, options));
  };

  /** Validates again and says so in the terminal; undefined when a newer check has started. */
  let checksStarted = 0;
  function revalidate(server: ViteDevServer): Promise<ContentCheck | undefined> {
    const number = ++checksStarted;
    latestCheck = checkContent(pagesDir).then((check) => {
      if (number !== checksStarted) return undefined;
      const hadErrors = (devCheck?.errors.length ?? 0) > 0;
      devCheck = check;
      const { logger } = server.config;
      if (check.errors.length > 0) logger.error(problemText(check), { timestamp: true });
      else if (hadErrors || check.problems.length > 0)
        logger.info(problemText(check), { timestamp: true });
      return check;
    });
    return latestCheck;
  }

  return {
    name: PLUGIN_NAME,
    // Page files outside the project (PAGES_DIR) are served and watched as well.
    config: (config) => ({
      server: {
        fs: { allow: [searchForWorkspaceRoot(path.resolve(config.root ?? '.')), pagesDir] },
      },
    }),
    configureServer(server) {
      devServer = server;
      server.watcher.add(pagesDir);
    },
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
        const { pages, files } = await loadContent();
        const page = pages.find(({ file }) => file.absolutePath === id);
        if (!page) return undefined;
        for (const file of files) this.addWatchFile(file.absolutePath);
        return JSON.stringify(page.doc);
      }
      if (!resolvedIds.has(id)) return undefined;
      const { site, pages, files } = await loadContent();
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
      return [
        `export const site = ${JSON.stringify(site)};`,
        `export const serviceLinks = ${JSON.stringify(listingLinks(listings, 'service'))};`,
        `export const townLinks = ${JSON.stringify(listingLinks(listings, 'town'))};`,
      ].join('\n');
    },
    // A change under pages-json/ is validated first: errors go to Vite's overlay (and the
    // terminal) and the page stays as it was; valid content reloads the page, closing the overlay.
    async hotUpdate({ file, server }) {
      if (!inPagesDir(file)) return undefined;
      if (this.environment.name !== 'client') return [];
      content = undefined;
      invalidateContent(server);
      let check = await revalidate(server);
      // A file read between an editor's truncate and its write looks empty or cut off, and the
      // watcher may fold the write's own event into the first: look once more before saying so.
      if (check?.errors.some((error) => error.code === 'invalid-json')) {
        await new Promise((resolve) => setTimeout(resolve, HALF_WRITTEN_RECHECK_MS));
        check = await revalidate(server);
      }
      if (!check) return [];
      if (check.errors.length > 0)
        this.environment.hot.send({ type: 'error', err: overlayError(check, pagesDir) });
      else this.environment.hot.send({ type: 'full-reload', path: '*' });
      return [];
    },
  };
}
