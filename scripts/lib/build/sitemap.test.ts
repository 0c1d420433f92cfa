import { describe, expect, it } from 'vitest';
import type { PageDocument, SiteDocument } from '../../../src/generated/content.ts';
import siteJson from '../../../pages-json/site.json';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const site = siteJson as SiteDocument;
const page = (
  path: string,
  meta: Partial<PageDocument['meta']> = {},
  aliases?: string[],
): PageDocument => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 1,
  path,
  ...(aliases ? { aliases } : {}),
  meta: {
    title: 'Title for tests',
    description: 'A description long enough for the schema rules.',
    ...meta,
  },
  sections: [{ type: 'hero', headline: path }],
});

describe('sitemap.xml', () => {
  it('lists each indexable page once at its canonical URL, leaving out aliases and noindex pages', () => {
    const xml = sitemapXml(site, [
      page('/'),
      page('/town-nj', {}, ['/town-township-nj']),
      page('/moved', { canonicalPath: '/new-home' }),
      page('/private', { noindex: true }),
    ]);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${site.siteUrl}/`,
      `${site.siteUrl}/new-home`,
      `${site.siteUrl}/town-nj`,
    ]);
  });

  it('is named in robots.txt', () => {
    expect(robotsTxt(site)).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
