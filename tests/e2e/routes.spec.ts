/** Every route answers with its own head tags; unknown paths get a real 404; sitemap and robots. */
import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { NOT_FOUND_RESOURCE, expect, test } from '../support/e2e/fixtures.ts';
import {
  absoluteUrl,
  canonicalUrl,
  checkedRoutes,
  pages,
  routes,
  site,
} from '../support/e2e/pages.ts';

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

const hasType = (node: JsonLdNode, type: string) =>
  node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type));

/** Every node of every JSON-LD block in a document (each block's @graph, or the block itself). */
function jsonLdNodes(document: Document): JsonLdNode[] {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
  expect(blocks.length, 'JSON-LD blocks on the page').toBeGreaterThan(0);
  return blocks.flatMap((block) => {
    const data = JSON.parse(block.textContent ?? '') as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
}

/** The page as served, before any script runs: what a crawler and a visitor without JS read. */
async function servedDocument(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return new JSDOM(await response.text()).window.document;
}

const attribute = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name);

// Pages load in a browser, console errors failing the test, in layout.spec.ts and no-js.spec.ts.
for (const { url, page: doc, isAlias } of checkedRoutes) {
  const title = `${url} answers 200 with its own head tags and JSON-LD in the served HTML`;
  test(`${title} (${doc.file}${isAlias ? ', alias' : ''})`, async ({ request }) => {
    const document = await servedDocument(request, url);
    const canonical = canonicalUrl(doc);
    expect(document.title).toBe(doc.meta.title);
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(canonical);
    expect(attribute(document, 'meta[name="robots"]', 'content')).toBe(
      doc.meta.noindex ? 'noindex, nofollow' : 'index, follow',
    );
    expect(attribute(document, 'meta[name="description"]', 'content')).toBe(doc.meta.description);

    const webPage = jsonLdNodes(document).find((node) => hasType(node, 'WebPage'));
    expect(webPage, 'a WebPage node in the JSON-LD @graph').toBeDefined();
    expect(webPage?.url).toBe(canonical);
  });
}

test('home page JSON-LD describes the painting business', async ({ request }) => {
  const business = jsonLdNodes(await servedDocument(request, '/')).find((node) =>
    hasType(node, 'HousePainter'),
  );
  expect(business, 'a HousePainter node in the home page JSON-LD').toBeDefined();
  expect(business).toMatchObject({
    priceRange: '$$',
    areaServed: { '@type': 'GeoCircle', geoRadius: 50000 },
    aggregateRating: { ratingValue: 5, reviewCount: 150 },
  });
});

test('sitemap.xml lists each indexable page once, at its canonical URL, and no alias', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  const expected = pages.filter((doc) => !doc.meta.noindex).map(canonicalUrl);
  expect([...locs].sort()).toEqual([...new Set(expected)].sort());
  for (const alias of routes.filter((route) => route.isAlias)) {
    if (canonicalUrl(alias.page) === absoluteUrl(alias.url)) continue;
    expect(locs, `alias ${alias.url} must not be listed`).not.toContain(absoluteUrl(alias.url));
  }
});

test('robots.txt points crawlers at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
});

test('every site link on every page leads to a page that exists', async ({ request }) => {
  const linksByTarget = new Map<string, Set<string>>();
  for (const { url } of routes) {
    const html = await (await request.get(url)).text();
    for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="(\/[^"#?]*)/g)) {
      if (!linksByTarget.has(href!)) linksByTarget.set(href!, new Set());
      linksByTarget.get(href!)!.add(url);
    }
  }
  const broken: string[] = [];
  for (const [target, from] of linksByTarget) {
    const status = (await request.get(target)).status();
    if (status !== 200) broken.push(`${target} (${status}), linked from ${[...from].join(', ')}`);
  }
  expect(broken, 'links to pages that do not exist').toEqual([]);
});

test.describe('unknown path', () => {
  // Chromium logs the 404 status of the document itself as a console error.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });

  test('an unknown path answers 404 with the not-found page, kept out of search engines', async ({
    page,
    request,
  }) => {
    const url = '/no-such-page-here';
    expect((await request.get(url)).status()).toBe(404);

    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
