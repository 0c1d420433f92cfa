/** With JavaScript off the pre-rendered HTML is the whole site: content, navigation, no stuck splash. */
import type { Locator } from '@playwright/test';
import { expect, expectSeen, test } from './support/fixtures.ts';
import { headlineOf, mainTextsOf, routes, serviceLinks, site, type Link } from './support/pages.ts';

test.use({ javaScriptEnabled: false });

/** The links in a landmark, in order (the DOM is static with JavaScript off: no need to retry). */
async function expectLinks(container: Locator, links: readonly Link[]) {
  await expect(container).toBeVisible();
  const found = await container
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ label: a.textContent?.trim(), href: a.getAttribute('href') })),
    );
  expect(found).toEqual(links.map(({ label, href }) => ({ label, href })));
}

for (const { url, page: doc } of routes) {
  test(`${url} shows its content and site links without JavaScript (${doc.file})`, async ({
    page,
  }) => {
    await page.goto(url);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    const headline = headlineOf(doc);
    if (headline) await expect(h1).toHaveText(headline);
    else await expect(h1).not.toBeEmpty();
    for (const text of mainTextsOf(doc)) await expect(page.getByRole('main')).toContainText(text);

    await expectLinks(page.getByRole('navigation', { name: 'Main', exact: true }), site.nav);
    const footer = page.getByRole('contentinfo');
    await expectLinks(
      footer.getByRole('navigation', { name: 'Quick Links' }),
      site.footer.quickLinks,
    );
    await expectLinks(footer.getByRole('navigation', { name: 'Our Services' }), serviceLinks);
    await expectLinks(footer.getByRole('navigation', { name: 'Legal' }), site.footer.legalLinks);
  });
}

// No script removes the splash here: its CSS alone must fade it out and reveal the page. The
// browser plays the page's animations 10 times faster (DevTools protocol, no page script needed),
// and a few routes load at a time, so the test waits for the state, not for a busy machine.
test('on every route the splash ends by itself and the page shows', async ({ context }) => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  const queue = [...routes];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const page = await context.newPage();
      try {
        const devtools = await context.newCDPSession(page);
        await devtools.send('Animation.enable');
        await devtools.send('Animation.setPlaybackRate', { playbackRate: 10 });
        await page.goto(next.url, { waitUntil: 'domcontentloaded' });
        const splash = page.getByTestId('splash');
        await expect(splash, 'the pre-rendered splash (no script will remove it)').toBeAttached();
        await expect(splash).toBeHidden({ timeout: 15_000 });
        await expectSeen(page.getByRole('heading', { level: 1 }), 15_000);
      } catch (error) {
        failures.push(`${next.url}: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`);
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(failures, 'routes whose content stays hidden without JavaScript').toEqual([]);
});
