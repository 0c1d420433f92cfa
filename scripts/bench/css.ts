/**
 * `npm run bench:css`: how far each page's document is from the first TCP window (14,600 bytes
 * brotli), and what its inline CSS costs: the document raw, gzip and brotli (as the build's
 * precompress writes them), the inline CSS raw and its share of the brotli document (the
 * document compressed again without it), the bytes of rules Chromium's CSS coverage saw unused
 * at 390 px (phone, touch) and at 1440 px, and rules whose declarations the page repeats.
 *
 * An unused rule is one of:
 *   - state/other width: it waits for a state (:hover, :focus-visible, [open], :popover-open,
 *     [aria-selected=true], a closed menu's content…) or its @media does not hold at that width
 *     (other widths, reduced motion): unused at load by design;
 *   - never used: no element of the page matches it in any state: styles of another page.
 *
 *   npm run bench:css -- [--all | --routes /,/contact] [--markdown FILE] [--candidates N]
 *
 * It measures dist/ as it is (DIST_DIR another build; build first), served on 127.0.0.1:4311
 * (PORT another) with the backend's address answered by nothing. Reports only; never fails on a
 * number, and is not part of `npm test`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';
import { startStaticServer } from '../serve.ts';
import { CHROMIUM_FLAGS, resolveChromium } from '../lib/machine/chromium.ts';
import { distDir } from '../lib/paths.ts';
import { componentNames } from './lib/component-names.ts';
import { namesState, parseCss, repeatedRules, stateless, type CssRule } from './lib/css-rules.ts';
import { formatTable } from './lib/tables.ts';
import { localBackendPort } from '../../supabase/local/index.ts';
import { argsOrExit } from '../lib/args.ts';

/** The first congestion window: 10 segments of 1,460 bytes. */
const FIRST_WINDOW = 14_600;
const DEFAULT_ROUTES = [
  '/',
  '/interior-painting/mount-olive-nj',
  '/interior-painting/dover-nj',
  '/services',
  '/contact',
];
const WIDTHS = [
  {
    width: 390,
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { width: 1440, context: { viewport: { width: 1440, height: 900 } } },
] as const;
type Width = (typeof WIDTHS)[number]['width'];
/** After the load event: long enough for the idle islands to wake (and their styles to move). */
const SETTLE_MS = 2500;

const { values: args } = argsOrExit({
  options: {
    all: { type: 'boolean', default: false },
    routes: { type: 'string' },
    markdown: { type: 'string' },
    candidates: { type: 'string', default: '3' },
  },
});

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** The same settings as scripts/lib/build/precompress.ts. */
const brotliBytes = async (text: string) => {
  const buffer = Buffer.from(text);
  return (
    await brotli(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    })
  ).length;
};
const gzipBytes = async (text: string) =>
  (await gzipAsync(Buffer.from(text), { level: constants.Z_BEST_COMPRESSION })).length;

const fileOf = (route: string) => path.join(distDir, route, 'index.html');

async function allRoutes(): Promise<string[]> {
  const sitemap = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

interface InlineStyle {
  /** Offsets of the element's text in the document. */
  start: number;
  end: number;
  text: string;
  rules: CssRule[];
}

/** The document's <style> elements, their text's place in it, and their rules. */
function inlineStyles(html: string): InlineStyle[] {
  const styles: InlineStyle[] = [];
  const visit = (node: Html.ParentNode) => {
    for (const child of 'content' in node ? node.content.childNodes : node.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'style') {
        const location = child.sourceCodeLocation!;
        const start = location.startTag!.endOffset;
        const end = location.endTag!.startOffset;
        const text = html.slice(start, end);
        styles.push({ start, end, text, rules: parseCss(text) });
      }
      visit(child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return styles;
}

/** Removes ranges [start, end) of `text`, given in order. */
function without(text: string, ranges: readonly { start: number; end: number }[]): string {
  const pieces: string[] = [];
  let from = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < from) continue;
    pieces.push(text.slice(from, range.start));
    from = range.end;
  }
  pieces.push(text.slice(from));
  return pieces.join('');
}

type Verdict = 'used' | 'state' | 'never';

/** A rule's key in any serialization: conditions and selector without white space or quotes. */
const ruleKey = (rule: Pick<CssRule, 'conditions' | 'selector'>) =>
  [...rule.conditions, rule.selector].join('|').replace(/[\s"']/g, '');

/**
 * Chromium's verdict on each rule of the document's inline styles at one width: used at load
 * (through the idle islands' waking), or unused because of a state or the width, or never.
 * styled-components moves the pre-rendered rules into a sheet of its own once an island's
 * script loads; usage of either sheet counts, matched back by selector.
 */
async function coverage(
  browser: Browser,
  url: string,
  width: Width,
  styles: readonly InlineStyle[],
): Promise<Verdict[][]> {
  const setup = WIDTHS.find((entry) => entry.width === width)!;
  const context = await browser.newContext(setup.context);
  try {
    // The local backend is not part of what is measured (and its port is others').
    await context.route(
      new RegExp(String.raw`^https?://(127\.0\.0\.1|localhost):${localBackendPort()}/`),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const texts = new Map<string, Promise<string>>();
    cdp.on('CSS.styleSheetAdded', ({ header }) => {
      texts.set(
        header.styleSheetId,
        cdp.send('CSS.getStyleSheetText', { styleSheetId: header.styleSheetId }).then(
          (answer) => answer.text,
          () => '',
        ),
      );
    });
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    await cdp.send('CSS.startRuleUsageTracking');
    const used = new Map<string, Set<number>>();
    const record = (usage: { styleSheetId: string; startOffset: number; used: boolean }[]) => {
      for (const rule of usage) {
        if (!rule.used) continue;
        if (!used.has(rule.styleSheetId)) used.set(rule.styleSheetId, new Set());
        used.get(rule.styleSheetId)!.add(rule.startOffset);
      }
    };
    // The pre-rendered sheet goes when styled-components takes its rules: read usage often.
    let polling = true;
    const poll = (async () => {
      while (polling) {
        record((await cdp.send('CSS.takeCoverageDelta')).coverage);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    polling = false;
    await poll;
    record((await cdp.send('CSS.stopRuleUsageTracking')).ruleUsage);

    // Match each sheet Chromium saw to the document's style elements, or else by selector.
    const usedStarts = styles.map(() => new Set<number>());
    const usedKeys = new Set<string>();
    for (const [id, starts] of used) {
      const text = await texts.get(id);
      if (text === undefined) continue;
      const index = styles.findIndex((style) => style.text === text);
      if (index >= 0) for (const start of starts) usedStarts[index]!.add(start);
      else
        for (const rule of parseCss(text)) if (starts.has(rule.start)) usedKeys.add(ruleKey(rule));
    }
    const verdicts = styles.map((style, i) =>
      style.rules.map((rule): Verdict | undefined =>
        usedStarts[i]!.has(rule.start) || usedKeys.has(ruleKey(rule)) ? 'used' : undefined,
      ),
    );
    const unused = styles.flatMap((style, i) =>
      style.rules
        .filter((_, j) => verdicts[i]![j] === undefined)
        .map((rule) => ({
          conditions: rule.conditions,
          selector: rule.kind === 'style' ? stateless(rule.selector) : undefined,
          state: rule.kind !== 'style' || namesState(rule.selector),
        })),
    );
    // In the page: does the rule's @media hold here, and does any element match it statelessly?
    // (Source text, so that the bundler's helpers for named functions stay out of the page.)
    const answers = (await page.evaluate(`(${CLASSIFY_IN_PAGE})(${JSON.stringify(unused)})`)) as (
      'state' | 'never'
    )[];
    let next = 0;
    return verdicts.map((list) => list.map((verdict) => verdict ?? answers[next++]!));
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page, given the unused rules: 'state' where its conditions do not hold at this width
 * or an element matches it without its state (present, not styled at load: in a state, or inside
 * a closed menu or panel), else 'never'.
 */
const CLASSIFY_IN_PAGE = `function (rules) {
  function holds(condition) {
    var media = /^@media\\s+([\\s\\S]*)$/i.exec(condition);
    if (media) return matchMedia(media[1]).matches;
    var supports = /^@supports\\s+([\\s\\S]*)$/i.exec(condition);
    return supports ? CSS.supports(supports[1]) : true;
  }
  return rules.map(function (rule) {
    if (!rule.conditions.every(holds)) return 'state';
    if (rule.selector === undefined) return rule.state ? 'state' : 'never';
    try {
      return document.querySelector(rule.selector) ? 'state' : 'never';
    } catch (error) {
      return 'never';
    }
  });
}`;

interface RouteReport {
  route: string;
  raw: number;
  gzip: number;
  brotli: number;
  cssRaw: number;
  cssBrotli: number;
  unused: Record<Width, { state: number; never: number }>;
  /** Never used at either width, and what removing it would save compressed. */
  neverBoth: number;
  neverBothBrotli: number;
  repeated: number;
  repeatedBrotli: number;
  candidates: string[];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function measureRoute(
  browser: Browser,
  origin: string,
  route: string,
  names: Map<string, string>,
): Promise<RouteReport> {
  const html = await readFile(fileOf(route), 'utf8');
  const styles = inlineStyles(html);
  const brotliDoc = await brotliBytes(html);
  const cssBrotli = brotliDoc - (await brotliBytes(without(html, styles)));
  const verdicts = {} as Record<Width, Verdict[][]>;
  for (const { width } of WIDTHS)
    verdicts[width] = await coverage(browser, origin + route, width, styles);
  const unused = {} as RouteReport['unused'];
  for (const { width } of WIDTHS) {
    unused[width] = { state: 0, never: 0 };
    styles.forEach((style, i) =>
      style.rules.forEach((rule, j) => {
        const verdict = verdicts[width][i]![j]!;
        if (verdict !== 'used') unused[width][verdict] += rule.bytes;
      }),
    );
  }
  // Ranges of the document (not of the style text) for what could go.
  const inDocument = (style: InlineStyle, rule: { start: number; end: number }) => ({
    start: style.start + rule.start,
    end: style.start + rule.end,
  });
  const never = styles.flatMap((style, i) =>
    style.rules
      .filter((_, j) => WIDTHS.every(({ width }) => verdicts[width][i]![j] === 'never'))
      .map((rule) => ({ style, rule })),
  );
  const neverBoth = never.reduce((sum, { rule }) => sum + rule.bytes, 0);
  const neverBothBrotli =
    brotliDoc -
    (await brotliBytes(
      without(
        html,
        never.map((n) => inDocument(n.style, n.rule)),
      ),
    ));
  const groups = styles.flatMap((style) =>
    repeatedRules(style.rules).map((group) => ({ style, group })),
  );
  const repeated = groups.reduce((sum, { group }) => sum + group.repeatedBytes, 0);
  // Without the repeats, as one rule per group would be: the copies' bodies go.
  const repeatedBrotli =
    brotliDoc -
    (await brotliBytes(
      without(
        html,
        groups.flatMap(({ style, group }) =>
          group.rules.slice(1).map((rule) => inDocument(style, rule)),
        ),
      ),
    ));

  // The candidates for a next cut: never-used rules by component, and repeated blocks.
  const nameOf = (id: string | undefined) =>
    id ? (names.get(id) ?? id) : 'global styles (no component)';
  const byComponent = new Map<string, { bytes: number; rules: number }>();
  for (const { rule } of never) {
    const key = nameOf(rule.component);
    const entry = byComponent.get(key) ?? { bytes: 0, rules: 0 };
    byComponent.set(key, { bytes: entry.bytes + rule.bytes, rules: entry.rules + 1 });
  }
  const candidates = [
    ...[...byComponent].map(([component, { bytes, rules }]) => ({
      bytes,
      text: `never used here: ${rules} rule(s) of ${component}, ${bytes} B`,
    })),
    ...groups.map(({ group }) => {
      const components = [...new Set(group.rules.map((rule) => nameOf(rule.component)))];
      const selectors = group.rules.map((rule) => rule.selector).join(' ; ');
      return {
        bytes: group.repeatedBytes,
        text: `repeated ×${group.rules.length}: ${components.join(', ')} (\`${selectors.slice(0, 90)}${selectors.length > 90 ? '…' : ''}\`), ${group.repeatedBytes} B`,
      };
    }),
  ]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, Number(args.candidates))
    .map((candidate) => candidate.text);

  return {
    route,
    raw: Buffer.byteLength(html),
    gzip: await gzipBytes(html),
    brotli: brotliDoc,
    cssRaw: styles.reduce((sum, style) => sum + Buffer.byteLength(style.text), 0),
    cssBrotli,
    unused,
    neverBoth,
    neverBothBrotli,
    repeated,
    repeatedBrotli,
    candidates,
  };
}

function tableOf(reports: readonly RouteReport[]): string {
  return formatTable(
    [
      'route',
      'doc raw',
      'gzip',
      'brotli',
      'CSS raw',
      'CSS share (br)',
      'unused 390: state/width · never',
      'unused 1440: state/width · never',
      'never at both (br)',
      'repeated (br)',
      'brotli − 14.6 kB',
    ],
    reports.map((r) => [
      r.route,
      String(r.raw),
      String(r.gzip),
      String(r.brotli),
      String(r.cssRaw),
      `${r.cssBrotli} (${Math.round((100 * r.cssBrotli) / r.brotli)} %)`,
      `${r.unused[390].state} · ${r.unused[390].never}`,
      `${r.unused[1440].state} · ${r.unused[1440].never}`,
      `${r.neverBoth} (${r.neverBothBrotli})`,
      `${r.repeated} (${r.repeatedBrotli})`,
      `${r.brotli - FIRST_WINDOW > 0 ? '+' : ''}${r.brotli - FIRST_WINDOW}`,
    ]),
    1,
  );
}

const routes = args.all
  ? await allRoutes()
  : args.routes
    ? args.routes.split(',').map((route) => route.trim())
    : DEFAULT_ROUTES;
const executablePath = resolveChromium();
if (!executablePath) throw new Error('No Chromium: set CHROMIUM_PATH or install chromium.');
const port = Number(process.env.PORT ?? 4311);
const server = await startStaticServer(port);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
const reports: RouteReport[] = [];
try {
  const names = await componentNames();
  for (const route of routes) {
    const report = await measureRoute(browser, `http://127.0.0.1:${port}`, route, names);
    reports.push(report);
    console.log(
      `${route}: ${report.brotli} B brotli (${kb(report.brotli - FIRST_WINDOW)} kB over the first window), CSS ${report.cssBrotli} B of it`,
    );
  }
} finally {
  await browser.close();
  server.close();
}

const load = os.loadavg().map((value) => value.toFixed(2));
const markdown = [
  `bench:css ${new Date().toISOString()}, ${path.relative(process.cwd(), distDir) || '.'}, load ${load.join(' ')} (${os.cpus().length} cores)`,
  '',
  tableOf(reports),
  '',
  'Bytes. CSS share = the brotli document less the same document without its <style> elements.',
  'unused = bytes of rules Chromium’s coverage saw unused from navigation to 2.5 s after load;',
  'state/width = waiting for a state (hover, focus, open, selected, a closed menu) or an @media of',
  'another width or preference; never = matched by no element of the page in any state.',
  'never at both / repeated (br) = raw bytes (brotli bytes the document would save without them).',
  'brotli − 14.6 kB = how far the brotli document is beyond the first TCP window (10 × 1,460 B).',
  '',
  'Candidates for the next cut, per page:',
  '',
  ...reports.flatMap((r) => [`- \`${r.route}\``, ...r.candidates.map((text) => `  - ${text}`)]),
].join('\n');
console.log(`\n${markdown}`);
if (args.markdown) await writeFile(args.markdown, `${markdown}\n`);
