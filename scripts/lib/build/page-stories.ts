/**
 * Storybook's page stories: one story per page file in pages-json/, made by a custom indexer
 * (Storybook's documented way to make stories from files that are not CSF, `experimental_indexers`)
 * and a Vite plugin that serves each group's stories as a CSF module. Nothing lists the pages by
 * hand: a new page file is a new story.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Indexer } from 'storybook/internal/types';
import type { PageDocument } from '../../../src/generated/content.ts';
import { readContent, type ResolvedPage } from '../../../content/node.ts';
import { pagesDir } from '../paths.ts';

export const PAGE_GROUPS = ['Home', 'Services', 'Towns', 'Info', 'Legal'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

const groupOfListing: Record<NonNullable<PageDocument['listing']>['group'], PageGroup> = {
  main: 'Info',
  service: 'Services',
  town: 'Towns',
  legal: 'Legal',
};

export interface PageStoryEntry {
  /** The page file, e.g. pages-json/towns/dover.json. */
  file: string;
  /** The page's route, which the story renders. */
  path: string;
  group: PageGroup;
  /** The story's export in its group's module: the path in PascalCase, e.g. InteriorPaintingDoverNj. */
  exportName: string;
  /** The story's name in the sidebar: the page's listing label, else its title. */
  name: string;
  /** A draft page: its story is tagged `draft`, which the sidebar shows as a badge (manager.tsx). */
  draft: boolean;
}

/**
 * The home page is Home; a listed page is in its listing's group. An unlisted page (an overview,
 * the sitemap) joins the pages below its path, else the pages beside it in its folder, else Info.
 */
export function pageGroup(page: ResolvedPage, pages: readonly ResolvedPage[]): PageGroup {
  const { path: route, listing } = page.doc;
  if (route === '/') return 'Home';
  if (listing) return groupOfListing[listing.group];
  const folder = path.posix.dirname(page.file.path);
  const listed = pages.flatMap((other) =>
    other.doc.listing ? [{ ...other, listing: other.doc.listing }] : [],
  );
  const neighbour =
    listed.find((other) => other.doc.path.startsWith(`${route}/`)) ??
    listed.find((other) => path.posix.dirname(other.file.path) === folder);
  return neighbour ? groupOfListing[neighbour.listing.group] : 'Info';
}

/** `/interior-painting/dover-nj` is InteriorPaintingDoverNj; `/` is Home. */
export function storyExportName(route: string): string {
  const words = route.split(/[^a-zA-Z0-9]+/).filter(Boolean);
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  if (!name) return 'Home';
  return /^[0-9]/.test(name) ? `Page${name}` : name;
}

export function pageStoryEntries(pages: readonly ResolvedPage[]): PageStoryEntry[] {
  return pages.map((page) => ({
    file: page.file.path,
    path: page.doc.path,
    group: pageGroup(page, pages),
    exportName: storyExportName(page.doc.path),
    name: page.doc.listing?.label ?? page.doc.meta.title.split(' | ')[0]!,
    draft: page.doc.draft === true,
  }));
}

const MODULE_PREFIX = 'virtual:page-stories/';
/** The tag of a draft page's story. */
export const DRAFT_TAG = 'draft';
export const groupModuleId = (group: PageGroup) => `${MODULE_PREFIX}${group.toLowerCase()}`;
export const groupTitle = (group: PageGroup) => `Pages/${group}`;

/** A group's CSF module: each story made by `pageStory` (exported by `storyModule`) from its page's path. */
export function groupModuleCode(
  group: PageGroup,
  entries: readonly PageStoryEntry[],
  storyModule: string,
): string {
  const stories = entries
    .filter((entry) => entry.group === group)
    .map(
      (entry) =>
        `export const ${entry.exportName} = pageStory(${JSON.stringify(entry.path)}, ${JSON.stringify(entry.name)});`,
    );
  return [
    `import { pageStory } from ${JSON.stringify(storyModule)};`,
    `export default { title: ${JSON.stringify(groupTitle(group))} };`,
    ...stories,
  ].join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Storybook shows every page, drafts included, as npm run dev does.
const currentEntries = async (dir: string) =>
  pageStoryEntries((await readContent(dir, { drafts: true })).pages);

/** Indexes each page file as one story of its group's module; site.json and fragments as none. */
export function pageStoriesIndexer(dir = pagesDir): Indexer {
  return {
    test: new RegExp(`^${escapeRegExp(`${dir}${path.sep}`)}.*\\.json$`),
    async createIndex(fileName) {
      const file = path.relative(path.dirname(dir), fileName).split(path.sep).join('/');
      const entry = (await currentEntries(dir)).find((candidate) => candidate.file === file);
      if (!entry) return [];
      return [
        {
          type: 'story',
          importPath: groupModuleId(entry.group),
          exportName: entry.exportName,
          name: entry.name,
          title: groupTitle(entry.group),
          tags: ['!autodocs', 'page', ...(entry.draft ? [DRAFT_TAG] : [])],
        },
      ];
    },
  };
}

/** Serves the group modules the index points at; `storyModule` makes each story. */
export function pageStoriesPlugin(storyModule: string, dir = pagesDir): Plugin {
  const resolvedIds = new Set(PAGE_GROUPS.map((group) => `\0${groupModuleId(group)}`));
  return {
    name: 'page-stories',
    resolveId(id) {
      return resolvedIds.has(`\0${id}`) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!resolvedIds.has(id)) return undefined;
      const group = PAGE_GROUPS.find((candidate) => `\0${groupModuleId(candidate)}` === id)!;
      return groupModuleCode(group, await currentEntries(dir), storyModule);
    },
    configureServer(server) {
      // A page added, renamed or removed changes its group's exports: serve the modules anew.
      const refresh = (file: string) => {
        if (!file.startsWith(`${dir}${path.sep}`)) return;
        for (const id of resolvedIds) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', refresh).on('unlink', refresh).on('change', refresh);
    },
  };
}
