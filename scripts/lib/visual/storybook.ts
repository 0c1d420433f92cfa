/**
 * Driving a static Storybook build from Node: building it, serving it, reading its index and
 * showing one story after another in a preview page loaded once (as Storybook's test runner
 * does). The Storybook smoke test and the visual test share these.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';
import type { Frame, Page } from '@playwright/test';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
}

/** Builds Storybook into `out`; `pages` (PAGES_DIR) is where it reads the page files. */
export function buildStorybook(out: string, pages?: string) {
  const started = performance.now();
  const result = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', out], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      ...(pages ? { PAGES_DIR: pages } : {}),
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Storybook built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function serve(dir: string): Promise<{ server: Server; base: string }> {
  const server = createServer(sirv(dir, { dev: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function readIndex(dir: string): Promise<IndexEntry[]> {
  const index = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** What Storybook's render events carry: an exception's message or an error's description. */
type RenderPayload = { message?: string; description?: string } | undefined;
export type RenderListener = (payload: RenderPayload) => void;

export interface StorybookWindow {
  __STORYBOOK_PREVIEW__: { ready(): Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: RenderListener): void;
    off(event: string, listener: RenderListener): void;
    emit(event: string, payload: unknown): void;
  };
}

/**
 * Loads the preview (iframe.html) once, with the accessibility addon's own axe run turned off
 * (a11y.manual): it runs after every story and took a page story from about 1 s to 2.5 s. The
 * smoke test runs axe itself; the visual test needs none. A `globals=` query does not reach the
 * preview without a story in the URL, so the globals are set over the channel.
 */
export async function openPreview(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/iframe.html`);
  await setA11yManual(page);
}

/**
 * Turns the accessibility addon's own axe run off in a loaded preview: a page of its own, or the
 * frame of Storybook's interface.
 */
export async function setA11yManual(preview: Page | Frame): Promise<void> {
  // Plain JavaScript in a string: tsx would wrap a named function in a helper the page lacks.
  await preview.evaluate(`(async () => {
    await window.__STORYBOOK_PREVIEW__.ready();
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    await new Promise((resolve) => {
      channel.on('globalsUpdated', resolve);
      channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    });
  })()`);
}

/**
 * Shows a story (or, in viewMode docs, a docs page) in the loaded preview; resolves with what
 * went wrong, if anything did. A docs page says it has rendered before the stories on it have
 * finished: it is left only once none of them is still loading or rendering, because Storybook
 * reloads the whole preview when a story is torn down mid-render (StoryRender.teardown), and the
 * next story would then meet a page without its channel. Plain JavaScript in a string: tsx would
 * wrap the named functions in a helper the page lacks.
 */
export function showStory(
  page: Page,
  storyId: string,
  viewMode: 'story' | 'docs' = 'story',
  seconds = 15,
): Promise<string | undefined> {
  return page.evaluate(`new Promise((resolve) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const viewMode = ${JSON.stringify(viewMode)};
    // Finished, not just rendered: Storybook reloads the page when a story is left pending.
    const done = viewMode === 'docs' ? 'docsRendered' : 'storyFinished';
    // The phases Storybook will not tear down without a reload (StoryRender.isPending).
    const busyPhases = ['loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];
    const busy = new Set();
    const listeners = {
      storyRenderPhaseChanged: ({ newPhase, renderId }) => {
        if (busyPhases.includes(newPhase)) busy.add(renderId);
        else busy.delete(renderId);
      },
      storyErrored: (error) => finish('storyErrored: ' + (error?.message ?? error?.description)),
      storyThrewException: (error) =>
        finish('storyThrewException: ' + (error?.message ?? error?.description)),
      storyMissing: () => finish('missing from the build'),
      [done]: () => {
        if (viewMode !== 'docs') return finish(undefined);
        // Quiet for two checks in a row: a docs page's stories start as it mounts.
        let quiet = 0;
        const poll = setInterval(() => {
          quiet = busy.size ? 0 : quiet + 1;
          if (quiet < 2) return;
          clearInterval(poll);
          finish(undefined);
        }, 50);
      },
    };
    let settled = false;
    const finish = (problem) => {
      if (settled) return;
      settled = true;
      clearTimeout(stuck);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      resolve(problem);
    };
    const stuck = setTimeout(
      () => finish('did not finish rendering within ${seconds} s'),
      ${seconds * 1000},
    );
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    channel.emit('setCurrentStory', { storyId: ${JSON.stringify(storyId)}, viewMode });
  })`);
}

/** A story as a failure message names it. */
export const storyLabel = (story: IndexEntry) => `${story.title} › ${story.name} (${story.id})`;

/** `list` dealt into `count` shares, every count-th item to each: work for pages side by side. */
export const dealt = <T>(list: readonly T[], count: number): T[][] =>
  Array.from({ length: count }, (_, share) => list.filter((_item, i) => i % count === share));
