import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toListingEntries } from '../src/shared/listings.ts';
import { readContent } from './content-files.ts';
import { pagesDir } from '../scripts/lib/paths.ts';
import { sitemapXml } from '../scripts/lib/build/sitemap.ts';

let dir: string;

const town = (slug: string, draft: boolean) => ({
  $schema: '../../schemas/page.schema.json',
  schemaVersion: 1,
  path: `/interior-painting/${slug}-nj`,
  ...(draft ? { draft } : {}),
  meta: { title: `Painting in ${slug}`, description: 'A town page used by the loader test.' },
  listing: {
    group: 'town',
    label: slug,
    card: {
      name: slug,
      zipCode: '07999',
      description: 'Twenty or more characters.',
      highlights: ['a', 'b', 'c'],
    },
  },
  sections: [{ type: 'hero', headline: slug }],
});

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'content-files-')), 'pages-json');
  await mkdir(path.join(dir, 'towns'), { recursive: true });
  await copyFile(path.join(pagesDir, 'site.json'), path.join(dir, 'site.json'));
  await writeFile(path.join(dir, 'towns/finished.json'), JSON.stringify(town('finished', false)));
  await writeFile(
    path.join(dir, 'towns/unfinished.json'),
    JSON.stringify(town('unfinished', true)),
  );
});
afterAll(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('readContent and drafts', () => {
  it('leaves drafts out of the pages, and so out of routes, lists and sitemap.xml', async () => {
    const { site, pages, draftsLeftOut } = await readContent(dir, { drafts: false });
    const docs = pages.map((page) => page.doc);
    expect(docs.map((doc) => doc.path)).toEqual(['/interior-painting/finished-nj']);
    expect(draftsLeftOut.map((file) => file.path)).toEqual(['pages-json/towns/unfinished.json']);
    expect(toListingEntries(docs).map((entry) => entry.label)).toEqual(['finished']);
    expect(sitemapXml(site, docs)).not.toContain('unfinished');
  });

  it('shows drafts when asked (dev, build --drafts): listed, but noindex and not in sitemap.xml', async () => {
    const { site, pages, draftsLeftOut } = await readContent(dir, { drafts: true });
    const docs = pages.map((page) => page.doc);
    expect(draftsLeftOut).toEqual([]);
    expect(docs.map((doc) => [doc.path, doc.meta.noindex])).toEqual([
      ['/interior-painting/finished-nj', undefined],
      ['/interior-painting/unfinished-nj', true],
    ]);
    expect(toListingEntries(docs).map((entry) => entry.label)).toEqual(['finished', 'unfinished']);
    const xml = sitemapXml(site, docs);
    expect(xml).toContain('/interior-painting/finished-nj');
    expect(xml).not.toContain('unfinished');
  });
});
