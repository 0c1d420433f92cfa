import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContent } from '../../../content/node.ts';
import {
  groupModuleCode,
  groupModuleId,
  pageStoriesIndexer,
  pageStoriesPlugin,
  pageStoryEntries,
  storyExportName,
} from './page-stories.ts';
import { pagesDir } from '../paths.ts';

describe('page stories of the real page files', async () => {
  const { pages } = await readContent(pagesDir, { drafts: true });
  const entries = pageStoryEntries(pages);
  const groupOf = (route: string) => entries.find((entry) => entry.path === route)?.group;

  it('are one per page file, each with its own export', () => {
    expect(entries.map((entry) => entry.file).sort()).toEqual(
      pages.map((page) => page.file.path).sort(),
    );
    const names = entries.map((entry) => entry.exportName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('are grouped by what the page is, from its data', () => {
    expect(groupOf('/')).toBe('Home');
    expect(groupOf('/about')).toBe('Info');
    expect(groupOf('/services/interior-painting')).toBe('Services');
    expect(groupOf('/privacy-policy')).toBe('Legal');
    for (const page of pages.filter(({ doc }) => doc.listing?.group === 'town')) {
      expect(groupOf(page.doc.path), page.file.path).toBe('Towns');
    }
    // Unlisted: the overview joins the pages below it, the sitemap the legal pages beside it.
    expect(groupOf('/services')).toBe('Services');
    expect(groupOf('/sitemap')).toBe('Legal');
  });

  it('are named by their listing label, else by their title', () => {
    const byPath = (route: string) => entries.find((entry) => entry.path === route)?.name;
    expect(byPath('/')).toBe('Home');
    expect(byPath('/sitemap')).toBe('Sitemap');
  });
});

describe('storyExportName', () => {
  it('is the path in PascalCase, and a valid name when the path starts with a digit', () => {
    expect(storyExportName('/interior-painting/dover-nj')).toBe('InteriorPaintingDoverNj');
    expect(storyExportName('/')).toBe('Home');
    expect(storyExportName('/2025-offers')).toBe('Page2025Offers');
  });
});

describe('a page file dropped into a copy of pages-json/', () => {
  let dir: string;
  const route = '/interior-painting/quillbrook-nj';

  beforeAll(async () => {
    dir = path.join(await mkdtemp(path.join(tmpdir(), 'page-stories-')), 'pages-json');
    await cp(pagesDir, dir, { recursive: true });
    const dover = JSON.parse(await readFile(path.join(dir, 'towns/dover.json'), 'utf8')) as {
      path: string;
      listing: { label: string };
    };
    const town = { ...dover, path: route, listing: { ...dover.listing, label: 'Quillbrook' } };
    await writeFile(path.join(dir, 'towns/quillbrook.json'), JSON.stringify(town));
    const draft = { ...town, path: `${route}-draft`, draft: true };
    await writeFile(path.join(dir, 'towns/quillbrook-draft.json'), JSON.stringify(draft));
  });
  afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

  const index = (file: string) =>
    pageStoriesIndexer(dir).createIndex(path.join(dir, file), { makeTitle: (title) => title! });

  it('is indexed as a story of the towns, and site.json and fragments as none', async () => {
    expect(await index('towns/quillbrook.json')).toEqual([
      expect.objectContaining({
        type: 'story',
        title: 'Pages/Towns',
        name: 'Quillbrook',
        exportName: 'InteriorPaintingQuillbrookNj',
        importPath: groupModuleId('Towns'),
        tags: ['!autodocs', 'page'],
      }),
    ]);
    expect(await index('site.json')).toEqual([]);
    expect(await index('fragments/town-reasons.json')).toEqual([]);
    expect(pageStoriesIndexer(dir).test.test(path.join(dir, 'towns/quillbrook.json'))).toBe(true);
  });

  it('is tagged "draft" when the page is a draft, for the sidebar\'s badge', async () => {
    expect(await index('towns/quillbrook-draft.json')).toEqual([
      expect.objectContaining({ tags: ['!autodocs', 'page', 'draft'] }),
    ]);
  });

  it("is exported by its group's module as a story of its path", async () => {
    const plugin = pageStoriesPlugin('/story.tsx', dir);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => Promise<string | undefined>;
    const id = resolveId(groupModuleId('Towns'));
    expect(id).toBeDefined();
    const code = await load(id!);
    expect(code).toContain('import { pageStory } from "/story.tsx";');
    expect(code).toContain('export default { title: "Pages/Towns" };');
    expect(code).toContain(
      `export const InteriorPaintingQuillbrookNj = pageStory("${route}", "Quillbrook");`,
    );
    expect(code).not.toContain('"/about"');
  });
});

describe('groupModuleCode', () => {
  it('exports only the stories of its group', () => {
    const code = groupModuleCode(
      'Legal',
      [
        {
          file: 'a',
          path: '/terms',
          group: 'Legal',
          exportName: 'Terms',
          name: 'Terms',
          draft: false,
        },
        {
          file: 'b',
          path: '/about',
          group: 'Info',
          exportName: 'About',
          name: 'About',
          draft: false,
        },
      ],
      '/story.tsx',
    );
    expect(code).toContain('export const Terms = pageStory("/terms", "Terms");');
    expect(code).not.toContain('About');
  });
});
