/**
 * A page whose document comes in pieces (a network pause, or a parser that stops on a busy phone)
 * is never painted half built: the browser holds its first frame until the page's opening has
 * been parsed, so nothing a visitor sees moves when the rest arrives. The test stops the parser
 * twice inside the opening, with a script that the test's own route answers only after a pause:
 * after the header's call icon (the number beside it, once added, slid the icon left) and after
 * the headline (what follows it in the hero moved it up).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/e2e/fixtures.ts';
import { routes } from '../support/e2e/pages.ts';

/**
 * How long each stop holds the parser, as a slow network would: the time a browser that did
 * not wait would take to paint what it had. No assertion depends on it: the first frame must
 * come after the last stop however long the stops or the machine take.
 */
const PAUSE_MS = 300;
const STOP = '/__parser-stop.js';

/**
 * A document the test's route answers has no server address, so Chromium counts it as on the
 * public network and refuses its requests to the local backend (the hero video, the live
 * notices). The page then does without them, as it would offline; only those refusals are let be.
 */
test.use({ allowedConsoleErrors: [/access the `loopback` address space/] });

/** Where the parser stops: just after these, inside the header and the hero. */
const stopsAfter = (html: string) => {
  const callIcon = html.indexOf('</svg>', html.indexOf('href="tel:', html.indexOf('<header')));
  const headline = html.indexOf('</h1>');
  expect(callIcon, 'the header has a call link with an icon').toBeGreaterThan(0);
  expect(headline, 'the page has a headline').toBeGreaterThan(callIcon);
  return [callIcon + '</svg>'.length, headline + '</h1>'.length];
};

/**
 * Serves `path` with the parser stops in it; `released` gets the time each stop let the parser
 * go on (epoch ms). After the last, the rest of the opening could be parsed.
 */
async function servePiecemeal(page: Page, path: string): Promise<{ released: number[] }> {
  const stops = { released: [] as number[] };
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const response = await route.fetch();
      const html = await response.text();
      const [first, second] = stopsAfter(html);
      const stop = (n: number) => `<script src="${STOP}?${n}"></script>`;
      const body =
        html.slice(0, first) + stop(1) + html.slice(first, second) + stop(2) + html.slice(second);
      await route.fulfill({ response, body });
    },
  );
  await page.route(
    (url) => url.pathname === STOP,
    async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      stops.released.push(Date.now());
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  return stops;
}

/** Layout shifts recorded from the first frame on. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The landing pages of search visitors: the home page and a town's. */
const pagesToCheck = ['/', routes.find((route) => route.page.listing?.group === 'town')!.url];

for (const firstPage of [true, false]) {
  test.describe(firstPage ? 'the first page of a session' : 'a later page', () => {
    test.use({ skipSplash: !firstPage });
    for (const width of [390, 1440]) {
      for (const path of pagesToCheck) {
        test(`${path} at ${width} px is first painted whole, and nothing moves`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await watchShifts(page);
          const stops = await servePiecemeal(page, path);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const painted = await page.evaluate(
            () =>
              new Promise<number>((resolve) =>
                new PerformanceObserver((list, observer) => {
                  const paint = list.getEntriesByName('first-contentful-paint')[0];
                  if (!paint) return;
                  observer.disconnect();
                  resolve(performance.timeOrigin + paint.startTime);
                }).observe({ type: 'paint', buffered: true }),
              ),
          );
          expect(stops.released, 'the parser was stopped twice').toHaveLength(2);
          expect(painted, 'the first frame came after the opening was parsed').toBeGreaterThan(
            Math.max(...stops.released),
          );
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          expect(
            await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
          ).toEqual([]);
        });
      }
    }
  });
}
