/**
 * The 17 town landing pages against SPEC.md's own table (support/townSpec.ts): which towns exist,
 * which carry which extra, the township aliases and sitemap.xml. What each town page, alias, the
 * services overview and the sitemap page show of the table in their pre-rendered HTML is checked
 * in no-js.spec.ts's visit of every route, so each page loads once for both.
 */
import { expect, test } from '../support/e2e/fixtures.ts';
import { routes, site } from '../support/e2e/pages.ts';
import { EXTRAS, SPEC, aliasPath, townChecks, townPath, towns } from '../support/e2e/townSpec.ts';

/** The spec's towns; a town an author adds besides is theirs to shape, and not in the table. */
const specTowns = towns.filter((page) => Object.keys(SPEC).map(townPath).includes(page.path));

test('each of the 17 towns of the spec is at /interior-painting/{town}-nj (a town an author adds comes besides)', () => {
  expect(specTowns.map((page) => page.path).sort()).toEqual(Object.keys(SPEC).map(townPath).sort());
});

test('each extra is on exactly the towns the spec lists', () => {
  for (const [type, expected] of Object.entries(EXTRAS)) {
    const carrying = specTowns
      .filter((page) => page.sections.some((section) => section.type === type))
      .map((page) => page.path);
    expect(carrying.sort(), type).toEqual(expected.map(townPath).sort());
  }
  const withVideo = specTowns.filter((page) =>
    page.sections.some((section) => section.type === 'hero' && section.video),
  );
  expect(withVideo.map((page) => page.path).sort()).toEqual(
    Object.entries(SPEC)
      .filter(([, town]) => town.video)
      .map(([slug]) => townPath(slug))
      .sort(),
  );
});

// no-js.spec.ts checks a page only if it is a route: none of the table's pages may go missing.
test('each township alias opens its town, and every page the table checks is a route', () => {
  for (const [slug, { alias }] of Object.entries(SPEC)) {
    if (!alias) continue;
    const route = routes.find((candidate) => candidate.url === aliasPath(alias));
    expect(route?.page.path, aliasPath(alias)).toBe(townPath(slug));
  }
  const urls = routes.map((route) => route.url);
  for (const url of townChecks.keys()) expect(urls, url).toContain(url);
});

test('sitemap.xml lists the 17 short addresses and no township alias', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const slug of Object.keys(SPEC)) expect(xml).toContain(`${site.siteUrl}${townPath(slug)}<`);
  expect(xml).not.toContain('-township-nj');
});
