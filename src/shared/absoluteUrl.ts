/**
 * A page's full address from the site's URL and its path. The one module of src/ that build
 * scripts import (scripts/lib/build/sitemap.ts), so sitemap.xml and canonical links never disagree;
 * it depends on nothing, and lint keeps scripts/ from reaching anything else in src/.
 */
export const absoluteUrl = (site: { siteUrl: string }, path: string) =>
  path === '/' ? `${site.siteUrl}/` : `${site.siteUrl}${path}`;
