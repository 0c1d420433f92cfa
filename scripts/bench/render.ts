/**
 * `npm run bench:render`: how much rendering work the built pages (`dist/`) give the browser's
 * main thread as they load, from a Chromium performance trace per load at a phone's width.
 * Counts are machine-independent (full-page layouts, layout objects laid out); times are this
 * machine's, so compare two builds in one sitting, e.g. this checkout against another one's
 * `dist/` served elsewhere (`--against http://127.0.0.1:4400`).
 *
 *   npm run bench:render -- --routes /,/contact --runs 5 [--against URL]
 *
 * "blocking ×4" sums each main-thread task's time beyond 50 ms after a 4× CPU slowdown, as
 * Lighthouse's mobile simulation would count it: a proxy for TBT, not Lighthouse's number.
 */
import type { Server } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { startStaticServer } from '../serve.ts';
import { CHROMIUM_FLAGS, ensureChromium } from '../lib/machine/chromium.ts';
import { argsOrExit } from '../lib/args.ts';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  dur?: number;
  args?: { beginData?: { dirtyObjects?: number } };
}

const FULL_LAYOUT_OBJECTS = 500;
const { values } = argsOrExit({
  options: {
    routes: { type: 'string', default: '/,/interior-painting/dover-nj,/contact' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4390' },
    against: { type: 'string' },
  },
});

async function traceLoad(browser: Browser, url: string, later: boolean): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (later) await page.addInitScript('sessionStorage.setItem("splash-seen", "1")');
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  // The splash, the fonts and the idle islands are all done well within this.
  await page.waitForTimeout(5000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  const mainThread = events.find((event) => event.name === 'UpdateLayoutTree')?.tid;
  const slices = events.filter((event) => event.ph === 'X' && event.tid === mainThread);
  const ms = (name: string) =>
    slices.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  const layouts = slices.filter((e) => e.name === 'Layout');
  const dirty = (e: TraceEvent) => e.args?.beginData?.dirtyObjects ?? 0;
  return [
    layouts.filter((e) => dirty(e) > FULL_LAYOUT_OBJECTS).length,
    layouts.reduce((sum, e) => sum + dirty(e), 0),
    ms('UpdateLayoutTree'),
    ms('Layout'),
    slices
      .filter((e) => e.name === 'RunTask')
      .reduce((sum, e) => sum + Math.max(0, (4 * (e.dur ?? 0)) / 1000 - 50), 0),
  ];
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

let server: Server | undefined;
try {
  server = await startStaticServer(Number(values.port));
  const sites = {
    this: `http://127.0.0.1:${values.port}`,
    ...(values.against ? { against: values.against } : {}),
  };
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  console.log(
    '| route | visit | build | full layouts | objects laid out | style ms | layout ms | blocking ×4 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const route of values.routes.split(',')) {
    for (const later of [false, true]) {
      const rows: Record<string, number[][]> = {};
      // Interleaved, so a change in the machine's load falls on both builds alike.
      for (let run = 0; run < Number(values.runs); run++)
        for (const [name, base] of Object.entries(sites))
          (rows[name] ??= []).push(await traceLoad(browser, base + route, later));
      for (const [name, runs] of Object.entries(rows)) {
        const cells = [0, 1, 2, 3, 4].map((column) =>
          Math.round(median(runs.map((r) => r[column]!))),
        );
        console.log(`| ${route} | ${later ? 'later' : 'first'} | ${name} | ${cells.join(' | ')} |`);
      }
    }
  }
  await browser.close();
} finally {
  server?.close();
}
