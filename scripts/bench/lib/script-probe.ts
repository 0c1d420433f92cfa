/**
 * The JavaScript a first visit costs: every script a fresh phone-sized tab fetches from the
 * navigation until 8 s after the load event, with no input at all. That window takes in what
 * waits for idle time after load, such as the notification overlay's realtime client.
 * Lighthouse's own record stops at network quiet and then resizes the page for its screenshot,
 * which would wake islands hydrated when visible; so this is a plain tab of its own.
 */
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'puppeteer-core';
import type { LoadedScript } from './script-bytes.ts';

/** How long after the load event the first visit is watched (the window named above). */
export const FIRST_VISIT_WINDOW_MS = 8000;

export async function scriptsOfFirstVisit(browser: Browser, url: string): Promise<LoadedScript[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
    await page.setViewport({ width, height, deviceScaleFactor, isMobile: mobile, hasTouch: true });
    await page.setUserAgent(userAgents.mobile);
    const cdp = await page.createCDPSession();
    const scripts = new Map<string, string>(); // requestId → URL
    const loaded: LoadedScript[] = [];
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      if (type === 'Script') scripts.set(requestId, request.url);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const scriptUrl = scripts.get(requestId);
      if (scriptUrl) loaded.push({ url: scriptUrl, transferSize: encodedDataLength });
    });
    await cdp.send('Network.enable');
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, FIRST_VISIT_WINDOW_MS));
    await cdp.send('Network.disable');
    return loaded;
  } finally {
    await context.close().catch(() => {});
  }
}
