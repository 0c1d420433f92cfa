/**
 * Search engines and visitors reach every town page by many paths: a crawl of the built site
 * (dist/) counts, for each town page, the other pages that link to it, anywhere on the page and
 * in the pages' own content (header and footer left out). An alias shows its page's document,
 * so it is counted as that page. No browser needed.
 */
import { expect, test } from '../support/e2e/fixtures.ts';
import { builtPages, inboundLinks, mainContent } from '../support/e2e/crawl.ts';
import { pageAt, pages } from '../support/e2e/pages.ts';

const MIN_INBOUND_PAGES = 5;

/** How many distinct pages, other than the town page itself, link to it or to its aliases. */
function linkingPages(inbound: Map<string, Set<string>>, town: (typeof pages)[number]) {
  const addresses = [town.path, ...town.aliases];
  const from = new Set(
    addresses.flatMap((address) => [...(inbound.get(address) ?? [])]).map((url) => pageAt(url)),
  );
  from.delete(town);
  return from.size;
}

test(`every town page has internal links from at least ${MIN_INBOUND_PAGES} other pages`, () => {
  const built = builtPages();
  const anywhere = inboundLinks(built);
  const inContent = inboundLinks(built, mainContent);
  const towns = pages.filter((page) => page.listing?.group === 'town');
  expect(towns.length).toBeGreaterThan(0);
  const counts = towns.map((town) => ({
    town: town.path,
    pages: linkingPages(anywhere, town),
    fromContent: linkingPages(inContent, town),
  }));
  console.table(counts);
  for (const count of counts) {
    expect(count.fromContent, `pages whose content links to ${count.town}`).toBeGreaterThanOrEqual(
      MIN_INBOUND_PAGES,
    );
  }
});
