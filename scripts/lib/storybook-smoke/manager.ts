/**
 * Storybook's own interface (the manager) on the draft build, used as a designer would: every
 * sidebar entry listed, the draft badge, and each opened entry rendering.
 */
import type { Browser, Page } from '@playwright/test';
import {
  dealt,
  setA11yManual,
  storyLabel,
  type IndexEntry,
  type RenderListener,
  type StorybookWindow,
} from '../visual/storybook.ts';
import { DRAFT_TOWN, FRAGMENT } from './draft-content.ts';
import { WORKERS } from './workers.ts';

/**
 * Which entries the draft run clicks: every page (a draft changes the lists on other pages too)
 * and the first story of every other component. The first run has shown every story already;
 * clicking all of them again would double the test's time for little more.
 */
export function isOpened(entry: IndexEntry, _index: number, entries: IndexEntry[]): boolean {
  if (entry.title.startsWith('Pages/')) return true;
  return (
    entry.type === 'story' &&
    entries.find((other) => other.title === entry.title && other.type === 'story') === entry
  );
}

/** Every error the interface logged, for a failure that stops the sidebar check early. */
export const managerErrors: string[] = [];

/** What Storybook's manager shows when its own interface has thrown. */
const MANAGER_CRASH = /Something went wrong/i;

/**
 * Whether the interface shows its crash text. A count, not the whole interface's innerText: that
 * read waits on a busy page and lays out all 228 sidebar entries, and timed out once under load.
 */
const crashShown = async (page: Page) => (await page.getByText(MANAGER_CRASH).count()) > 0;

/**
 * Opens Storybook's interface, expands every group of the sidebar (so every label is drawn) and
 * clicks the `clicked` entries in turn, waiting for the preview to show each. Fails on an error in
 * the interface (a label that throws blanks the whole sidebar), an entry of the index that the
 * sidebar does not list, an entry that does not render, the onboarding checklist, and a draft page
 * without its "draft" badge or without the fragment it uses.
 */
async function checkManagerPage(
  browser: Browser,
  base: string,
  entries: IndexEntry[],
  clicked: IndexEntry[],
): Promise<string[]> {
  const failures: string[] = [];
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  page.setDefaultTimeout(15_000);
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      errors.push(msg.text().split('\n')[0]!);
      managerErrors.push(msg.text().split('\n')[0]!);
    }
  });
  // Start on an entry the loop does not click, so that every click renders something new.
  const first =
    entries.find((entry, i) => entry.type === 'story' && !isOpened(entry, i, entries)) ??
    entries[0]!;
  await page.goto(`${base}/?path=/story/${first.id}`);
  const sidebar = page.locator('#storybook-explorer-menu');
  await sidebar.waitFor();
  // Each entry's label is read with the list, at once: the interface may fold a group again as
  // the first story loads, and a label looked for afterwards may be gone. A group folded again
  // before the reading (one clean-clone run missed every page story) is expanded and read again.
  let listed = new Map<string | null, string>();
  for (let attempt = 0; attempt < 5; attempt++) {
    for (const expand of await page.locator('[data-action="expand-all"]').all())
      await expand.click();
    listed = new Map(
      await sidebar
        .locator('[data-item-id]')
        .evaluateAll((items) =>
          items.map((item) => [item.getAttribute('data-item-id'), item.textContent ?? ''] as const),
        ),
    );
    if (entries.every((entry) => listed.has(entry.id))) break;
    await page.waitForTimeout(1000);
  }
  if (errors.length) failures.push(`the sidebar, once expanded: ${errors.join(' | ')}`);
  if (await crashShown(page))
    failures.push('the interface shows "Something went wrong" once the sidebar is expanded');
  const unlisted = entries.filter((entry) => !listed.has(entry.id));
  if (unlisted.length)
    failures.push(`the sidebar does not list ${unlisted.map((entry) => entry.id).join(', ')}`);
  if (await page.getByText(/get started|onboarding/i).count())
    failures.push('the sidebar shows the onboarding checklist');
  const draftId = entries.find(
    (entry) => entry.title === 'Pages/Towns' && entry.name === DRAFT_TOWN.name,
  )?.id;
  const draftLabel = (draftId && listed.get(draftId)) || '';
  if (!/draft/i.test(draftLabel))
    failures.push(`the draft town ${DRAFT_TOWN.name} has no "draft" badge in the sidebar`);

  const frame = page.frame({ url: /\/iframe\.html/ });
  if (!frame) return [...failures, 'the interface has no preview frame'];
  // No axe run of the accessibility addon's after every click (2.5 s instead of 1 s a page
  // story): the first run checks every story with axe, and this run checks what a draft changes.
  await setA11yManual(frame);
  for (const entry of clicked) {
    errors = [];
    // The preview says when the entry has rendered (or failed to): listen, then click. (No named
    // functions inside: tsx would wrap them in a helper the page lacks.)
    await frame.evaluate(() => {
      const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
      const result = window as unknown as { smokeRendered?: string };
      delete result.smokeRendered;
      const events = ['storyFinished', 'docsRendered', 'storyErrored', 'storyThrewException'];
      const listeners: [string, RenderListener][] = [];
      for (const event of events) {
        listeners.push([
          event,
          (payload) => {
            for (const [name, registered] of listeners) channel.off(name, registered);
            result.smokeRendered =
              event === 'storyFinished' || event === 'docsRendered'
                ? ''
                : `${event}: ${payload?.message ?? payload?.description}`;
          },
        ]);
      }
      for (const [event, listener] of listeners) channel.on(event, listener);
    });
    // The interface may fold a group again as a story loads: unfold them all before the click.
    const item = sidebar.locator(`[data-item-id="${entry.id}"]`);
    if (!(await item.count()))
      for (const expand of await page.locator('[data-action="expand-all"]').all())
        await expand.click();
    await item.click();
    try {
      await frame.waitForFunction(
        () => (window as unknown as { smokeRendered?: string }).smokeRendered !== undefined,
        undefined,
        { timeout: 15_000, polling: 100 },
      );
      const problem = await frame.evaluate(
        () => (window as unknown as { smokeRendered?: string }).smokeRendered,
      );
      if (problem) errors.push(problem);
    } catch {
      errors.push('did not render within 15 s');
    }
    if (await crashShown(page)) errors.push('the interface shows "Something went wrong"');
    // The page's sections may still be loading when the story says it has finished.
    if (
      entry.id === draftId &&
      !(await frame
        .getByText(FRAGMENT.heading)
        .first()
        .waitFor({ state: 'attached', timeout: 15_000 })
        .then(
          () => true,
          () => false,
        ))
    )
      errors.push(`the fragment ${FRAGMENT.name} that the page uses is not shown`);
    const label = `${storyLabel(entry)}, clicked in the sidebar`;
    if (errors.length) failures.push(`${label}: ${errors.join(' | ')}`);
    else console.log(`  ✔ ${label}`);
  }
  return failures;
}

/**
 * The interface in two pages side by side (both cores), each clicking every other entry; each
 * checks the whole sidebar, so what both find is reported once.
 */
export async function checkManager(
  browser: Browser,
  base: string,
  entries: IndexEntry[],
): Promise<string[]> {
  const found = await Promise.all(
    dealt(entries.filter(isOpened), WORKERS).map((clicked) =>
      checkManagerPage(browser, base, entries, clicked),
    ),
  );
  return [...new Set(found.flat())];
}
