/**
 * One sample of `bench:interactions`: a fresh browser context (empty cache, new session, so the
 * splash plays on its first page) at a phone's size with touch, one control, one visit:
 * - first: the session's first page; the input as soon as the control is there: the page's own
 *   DOMContentLoaded listeners run, then (next task) the control is scrolled into view and
 *   pressed. The splash covers the page then, but it never takes a press (pointer-events: none,
 *   src/app/Splash), so the tap reaches the control under it, as a visitor's early tap would;
 * - later: another page of the site first (loaded, then 1 s), then the measured page, the input
 *   as on a first page (no splash now: sessionStorage says it has played);
 * - after-splash: the session's first page, the input once the splash no longer covers it (faded out or
 *   removed), the first moment a visitor sees the control.
 * A tap is a touch through the DevTools protocol (real pointerdown, pointerup and click events at
 * the middle of the control, scrolled to the middle of the screen); a key is the control focused
 * (no event counted), then the key pressed.
 */
import type { Browser } from '@playwright/test';
import { applyCondition, type Condition } from './conditions.ts';
import { probeScript, type Control, type Prepared, type ProbeResult } from './interaction-probe.ts';

export type Visit = 'first' | 'later' | 'after-splash';
export const VISITS: readonly Visit[] = ['first', 'later', 'after-splash'];
export const DEFAULT_VISITS: readonly Visit[] = ['first', 'later'];

/** An iPhone 12 to 15's screen in CSS pixels. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

export type Sample =
  | { kind: 'measured'; ms: number; result: ProbeResult }
  /** The input reached the control, but its new state did not show within the time limit. */
  | { kind: 'lost'; result: ProbeResult }
  /** The input landed on something else (the page moved, or something covers the control). */
  | { kind: 'missed'; result: ProbeResult }
  /** The control is not on the page (or not visible, or already in its new state). */
  | { kind: 'n/a'; reason: string }
  | { kind: 'error'; reason: string };

/** The page visited before the measured one on a later visit. */
const previousRoute = (route: string) => (route === '/about' ? '/' : '/about');

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface SampleOptions {
  browser: Browser;
  origin: string;
  control: Control;
  visit: Visit;
  condition: Condition;
  timeoutMs: number;
}

export async function measureOnce(options: SampleOptions): Promise<Sample> {
  const { browser, origin, control, visit, condition, timeoutMs } = options;
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({ content: probeScript(control, timeoutMs) });
    const page = await context.newPage();
    await applyCondition(await context.newCDPSession(page), condition);
    const navigation = { timeout: 60_000 } as const;
    if (visit === 'later') {
      await page.goto(origin + previousRoute(control.route), { ...navigation, waitUntil: 'load' });
      await page.waitForTimeout(1000);
    }
    // From the response on, the page itself says when the control is there (ready()): waiting
    // for Playwright's own DOMContentLoaded news would tap later.
    await page.goto(origin + control.route, { ...navigation, waitUntil: 'commit' });
    const key = control.input === 'tap' ? undefined : control.input.key;
    const prepared = await page.evaluate<Prepared>(
      `window.__interactionProbe.ready(${visit === 'after-splash'}, ${key !== undefined})`,
    );
    if (!prepared.ok) return { kind: 'n/a', reason: prepared.reason };
    if (key === undefined) await page.touchscreen.tap(prepared.x, prepared.y);
    else await page.keyboard.press(key);
    const result = await within(
      page.evaluate<ProbeResult>('window.__interactionProbe.result'),
      timeoutMs + 10_000,
      'the page’s answer',
    );
    if (!result.hit) return { kind: 'missed', result };
    if (result.ms === null) return { kind: 'lost', result };
    return { kind: 'measured', ms: result.ms, result };
  } catch (error) {
    return { kind: 'error', reason: message(error) };
  } finally {
    await context.close().catch(() => {});
  }
}
