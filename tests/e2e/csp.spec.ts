/**
 * `npm start` sends the security headers the build wrote to dist/_headers, and under that
 * Content-Security-Policy every page, the estimate form and the live notifications still work:
 * no policy violation, and no console error (the fixture fails a test on any).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { headersForEveryPath } from '../../scripts/lib/build/security-headers.ts';
import {
  NOT_FOUND_RESOURCE,
  appReady,
  expect,
  overlayListening,
  test,
} from '../support/e2e/fixtures.ts';
import { openEstimateDialog } from '../support/e2e/forms.ts';
import { routes } from '../support/e2e/pages.ts';

const builtHeaders = Object.fromEntries(
  Object.entries(headersForEveryPath(readFileSync(path.resolve('dist', '_headers'), 'utf8'))).map(
    ([name, value]) => [name.toLowerCase(), value],
  ),
);
const policy = builtHeaders['content-security-policy'];

/** Records the page's policy violations from its first script on (init scripts are exempt). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
}

const violationsOn = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe('every page under the policy', () => {
  // The 404 page is among them: Chromium logs its document's 404 status.
  test.use({ allowedConsoleErrors: [NOT_FOUND_RESOURCE] });
  const urls = [...routes.map((route) => route.url), '/no-such-page'];
  // Two shares, one per worker: many pages per test keeps the fixture's overhead out.
  const shares = [urls.filter((_, i) => i % 2 === 0), urls.filter((_, i) => i % 2 === 1)];

  shares.forEach((share, index) => {
    test(`loads and hydrates without a violation (share ${index + 1} of 2)`, async ({ page }) => {
      // A hang detector, not a speed goal: a page takes seconds to load on a busy machine.
      test.setTimeout(share.length * 15_000);
      await recordViolations(page);
      const violations: string[] = [];
      for (const url of share) {
        const response = await page.goto(url, { waitUntil: 'load' });
        expect(response?.headers()['content-security-policy'], url).toBe(policy);
        await appReady(page);
        violations.push(...(await violationsOn(page)).map((violation) => `${url}: ${violation}`));
      }
      expect(violations).toEqual([]);
    });
  });
});

test('the estimate form loads its code and the live notifications connect without a violation', async ({
  page,
}) => {
  await recordViolations(page);
  await page.clock.install();
  // The form's code is fetched when the dialog opens; the overlay then joins the live channel
  // over a WebSocket to the backend.
  await openEstimateDialog(page, '/services/interior-painting');
  await overlayListening(page);
  expect(await violationsOn(page)).toEqual([]);
});

test.describe('a script injected into a page', () => {
  test.use({
    allowedConsoleErrors: [
      /inline script violates the following Content Security Policy directive 'script-src/,
    ],
  });

  test('is refused and reported', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/contact');
    await appReady(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran";';
      document.body.append(script);
    });
    await expect
      .poll(() => violationsOn(page))
      .toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
    await expect(page.locator('body')).not.toHaveAttribute('data-injected');
  });
});

test('a page, a script and the 404 page carry the headers, as brotli when accepted', async ({
  request,
}) => {
  expect(policy).toContain(`script-src 'self'`);
  const accepts = { 'Accept-Encoding': 'br' };
  const about = await request.get('/about', { headers: accepts });
  // The entry's path, as the page's entry loader names it (scripts/lib/build/asset-tags.ts).
  const scriptPath = /"(\/assets\/entry-client-[^"]+\.js)"/.exec(await about.text())?.[1];
  expect(scriptPath, 'the entry script of /about').toBeDefined();
  const answers = {
    about,
    script: await request.get(scriptPath!, { headers: accepts }),
    notFound: await request.get('/no-such-page', { headers: accepts }),
  };
  for (const [what, response] of Object.entries(answers)) {
    expect(response.status(), what).toBe(what === 'notFound' ? 404 : 200);
    expect(response.headers(), what).toMatchObject(builtHeaders);
    expect(response.headers(), what).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
    });
  }
  // Playwright decoded the brotli: it is the page itself.
  expect(await answers.notFound.text()).toContain('Page not found');

  const plain = await request.get('/about', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await about.text());
});
