import type { PageDocument, SiteDocument } from '../../../src/generated/content.ts';
import { absoluteUrl } from '../../../src/shared/absoluteUrl.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml: every indexable page at its canonical address (aliases left out). */
export function sitemapXml(site: SiteDocument, pages: readonly PageDocument[]): string {
  const urls = pages
    .filter((page) => !page.meta.noindex)
    .map((page) => absoluteUrl(site, page.meta.canonicalPath ?? page.path))
    .sort()
    .map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: SiteDocument): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`;
}
