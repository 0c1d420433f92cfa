/**
 * Dropping a town file into pages-json/towns/ is all it takes: in a copy of the project, a copy
 * of a town file with a new slug builds into its own route, a card on /services, an entry on
 * /sitemap and in sitemap.xml.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteProse, townTemplate, wordFiller } from '../tests/support/townTemplate.ts';
import { root } from './lib/paths.ts';

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
  const env = { ...process.env };
  delete env.PAGES_DIR;
  delete env.DIST_DIR;
  await run(path.join(project, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
    cwd: project,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}, 120_000);

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

const built = (file: string) => readFile(path.join(project, 'dist', file), 'utf8');

describe('a town file dropped into pages-json/towns/', () => {
  it('gets its own pre-rendered route', async () => {
    const html = await built(`${ROUTE.slice(1)}/index.html`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${ROUTE}"/>`);
    expect(html).toContain(FIRST_WORDS);
    // The shared process steps, from their fragment.
    expect(html).toContain('Free In-Home Consultation');
  });

  it('appears as a card on /services, in the Locations of /sitemap and in sitemap.xml', async () => {
    const services = await built('services/index.html');
    expect(services).toContain(`href="${ROUTE}"`);
    expect(services).toContain(NAME);
    const sitemap = await built('sitemap/index.html');
    // The Locations list is its own <nav>, labelled by its heading.
    const locations = /<nav aria-labelledby="sitemap-town">.*?<\/nav>/s.exec(sitemap)?.[0] ?? '';
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
