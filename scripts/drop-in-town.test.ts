/**
 * Adding a town, in a copy of the project (built there, node_modules linked):
 * - dropping a town file into pages-json/towns/ is all it takes: a copy of a town file with a
 *   new slug builds into its own route, a card on /services, an entry on /sitemap and in
 *   sitemap.xml;
 * - `npm run new:town` writes a draft that the build leaves out; once its placeholders are
 *   filled and "draft" removed, the next build publishes it everywhere, and nothing outside
 *   pages-json/ has changed.
 * Both towns share the first build, to keep the test to two builds.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteProse, townTemplate, wordFiller } from './bench/lib/townTemplate.ts';
import { root } from './lib/paths.ts';
import { PLACEHOLDER_MARKER } from '../content/index.ts';

const run = promisify(execFile);
/** Not copied: installed, built, local or generated per run. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
]);
const NAME = 'Quillbrook';
const SLUG = 'quillbrook';
const ROUTE = `/interior-painting/${SLUG}-nj`;
const ALIAS = `/interior-painting/${SLUG}-township-nj`;
const SITE = 'https://www.ridgelinepaintingnj.com';
/**
 * The town `npm run new:town` adds: a made-up one, so an author's own next town (Randolph, the
 * README's example, or Madison) is never the page this test expects to create.
 */
const NEW_NAME = 'Quillan Ridge';
const NEW_ZIP = '07869';
const NEW_ROUTE = '/interior-painting/quillan-ridge-nj';
const NEW_FILE = 'pages-json/towns/quillan-ridge.json';
const filler = wordFiller(2);
const INTRO = [filler(110), filler(110), filler(110)];
const FIRST_WORDS = INTRO[0]!.split(' ').slice(0, 8).join(' ');

let project: string;

/** The first real town file, or a template town when none exists yet. */
async function baseTown(): Promise<{ doc: Record<string, unknown>; name: string }> {
  const townsDir = path.join(root, 'pages-json/towns');
  const names = (await readdir(townsDir).catch(() => [])).filter((n) => n.endsWith('.json'));
  const first = names.sort()[0];
  if (!first)
    return { doc: townTemplate('Sampleton', 'sampleton', wordFiller(1)), name: 'Sampleton' };
  const doc = JSON.parse(await readFile(path.join(townsDir, first), 'utf8')) as {
    listing: { label: string };
  };
  return { doc, name: doc.listing.label };
}

/**
 * The base town with a new name, path and alias, its prose rewritten in made-up words (so neither
 * page shares copy with the other) and an intro of 330 words of its own.
 */
async function droppedTown(): Promise<string> {
  const { doc, name } = await baseTown();
  const renamed = rewriteProse(
    JSON.parse(JSON.stringify(doc).split(name).join(NAME)),
    wordFiller(3, 2),
  ) as { path: string; aliases?: string[]; meta: { canonicalPath?: string }; sections: unknown[] };
  renamed.path = ROUTE;
  renamed.aliases = [ALIAS];
  delete renamed.meta.canonicalPath;
  renamed.sections.splice(1, 0, {
    type: 'richText',
    heading: `Painting in ${NAME}`,
    blocks: INTRO.map((text) => ({ kind: 'paragraph', text })),
  });
  return `${JSON.stringify(renamed, null, 2)}\n`;
}

/** Runs one of the project's scripts in the copy, as `npm run` would (tsx's loader, in one node). */
function runScript(script: string, ...args: string[]) {
  const env = { ...process.env };
  delete env.PAGES_DIR;
  delete env.DIST_DIR;
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: project,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Every file git would see in the copy (ignored files, such as dist/, left out), with a hash. */
async function snapshot(): Promise<Map<string, string>> {
  const { stdout } = await run('git', ['ls-files', '-z', '--others', '--exclude-standard'], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  });
  const files = stdout.split('\0').filter((file) => file && file !== 'node_modules');
  const hashes = await Promise.all(
    files.map(async (file) =>
      createHash('sha1')
        .update(await readFile(path.join(project, file)))
        .digest('hex'),
    ),
  );
  return new Map(files.map((file, index) => [file, hashes[index] ?? '']));
}

const changedFiles = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])]
    .filter((file) => before.get(file) !== after.get(file))
    .sort();

let beforeNewTown: Map<string, string>;
let newTownOutput: string;

beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'drop-in-town-'));
  for (const entry of await readdir(root)) {
    if (SKIPPED.has(entry)) continue;
    await cp(path.join(root, entry), path.join(project, entry), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  await symlink(realpathSync(path.join(root, 'node_modules')), path.join(project, 'node_modules'));
  const towns = path.join(project, 'pages-json/towns');
  await mkdir(towns, { recursive: true });
  await writeFile(path.join(towns, `${SLUG}.json`), await droppedTown());
  await run('git', ['init', '--quiet'], { cwd: project });
  beforeNewTown = await snapshot();
  newTownOutput = (await runScript('scripts/new-town.ts', '--name', NEW_NAME, '--zip', NEW_ZIP))
    .stdout;
  await runScript('scripts/build.ts', '--no-precompress');
}, 240_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

const built = (file: string) => readFile(path.join(project, 'dist', file), 'utf8');
/** The Locations list of /sitemap: its heading and the list under it. */
const sitemapLocations = async () =>
  /<h2[^>]*>Locations<\/h2>\s*<ul.*?<\/ul>/s.exec(await built('sitemap/index.html'))?.[0] ?? '';

describe('a town file dropped into pages-json/towns/', () => {
  it('gets its own pre-rendered route', async () => {
    const html = await built(`${ROUTE.slice(1)}/index.html`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${ROUTE}"/>`);
    expect(html).toContain(FIRST_WORDS);
    // The shared process steps, from their fragment (its text, whatever spans keep it whole).
    expect(html.replace(/<[^>]+>/g, '')).toContain('Free In-Home Consultation');
  });

  it('appears as a card on /services, in the Locations of /sitemap and in sitemap.xml', async () => {
    const services = await built('services/index.html');
    expect(services).toContain(`href="${ROUTE}"`);
    expect(services).toContain(NAME);
    const locations = await sitemapLocations();
    expect(locations).toContain('>Locations</h2>');
    expect(locations).toContain(`href="${ROUTE}"`);
    expect(await built('sitemap.xml')).toContain(`<loc>${SITE}${ROUTE}</loc>`);
  });

  it('shows the same page at its alias, with canonical link and JSON-LD naming the short path', async () => {
    const html = await built(`${ALIAS.slice(1)}/index.html`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${ROUTE}"/>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(jsonLd).toContain(`"url":"${SITE}${ROUTE}"`);
    expect(jsonLd).not.toContain(ALIAS);
    expect(await built('sitemap.xml')).not.toContain(ALIAS);
  });
});

describe('npm run new:town', () => {
  it('writes a draft and says what to edit next', () => {
    expect(newTownOutput).toContain(`Created ${NEW_FILE}: a draft page for ${NEW_NAME}`);
    expect(newTownOutput).toContain('delete the line "draft": true');
  });

  it('leaves the draft out of the build: no route, no card, not on /sitemap or in sitemap.xml', async () => {
    await expect(built(`${NEW_ROUTE.slice(1)}/index.html`)).rejects.toThrow();
    expect(await built('services/index.html')).not.toContain(NEW_ROUTE);
    expect(await sitemapLocations()).not.toContain(NEW_ROUTE);
    expect(await built('sitemap.xml')).not.toContain(NEW_ROUTE);
  });
});

/**
 * What the author writes: for each placeholder, made-up words, as many as it asks for ("about
 * 110 words"), else nearly as long as the placeholder itself and never longer (the scaffold's
 * placeholders keep within their fields' length limits). A made-up word and its space take at
 * most 10 characters.
 */
function fillPlaceholders(value: unknown, fill: (count: number) => string): unknown {
  if (typeof value === 'string') {
    if (!value.includes(PLACEHOLDER_MARKER)) return value;
    const asked = /about (\d+) words/.exec(value)?.[1];
    return fill(asked ? Number(asked) : Math.floor(value.length / 10));
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, fill));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, fillPlaceholders(child, fill)]),
  );
}

describe('the new town, filled in and no longer a draft', () => {
  let intro = '';

  beforeAll(async () => {
    const file = path.join(project, NEW_FILE);
    const doc = fillPlaceholders(JSON.parse(await readFile(file, 'utf8')), wordFiller(7)) as {
      draft?: boolean;
      sections: { type: string; blocks?: { text: string }[] }[];
    };
    delete doc.draft;
    intro = doc.sections.find((section) => section.type === 'richText')?.blocks?.[0]?.text ?? '';
    await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
    await runScript('scripts/build.ts', '--no-precompress');
  }, 240_000);

  it('is published: its route, its card on /services, /sitemap and sitemap.xml', async () => {
    const html = await built(`${NEW_ROUTE.slice(1)}/index.html`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${NEW_ROUTE}"/>`);
    expect(html).toContain(intro.split(' ').slice(0, 8).join(' '));
    expect(html).not.toContain('noindex');
    const services = await built('services/index.html');
    expect(services).toContain(`href="${NEW_ROUTE}"`);
    expect(services).toContain(NEW_NAME);
    expect(await sitemapLocations()).toContain(`href="${NEW_ROUTE}"`);
    expect(await built('sitemap.xml')).toContain(`<loc>${SITE}${NEW_ROUTE}</loc>`);
  });

  it('changed no file outside pages-json/', async () => {
    const changed = changedFiles(beforeNewTown, await snapshot());
    expect(changed).toEqual([NEW_FILE]);
  });
});
