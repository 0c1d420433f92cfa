/**
 * `npm run bench`: how the site scales with the number of page files. For each size it copies
 * pages-json/ plus N generated town pages into a temporary folder, then measures validation
 * time, build time and the JavaScript bytes a visitor downloads for the home page and for one
 * client-side navigation. Reports only; it never fails the suite.
 *   npm run bench -- 0 100 400     (page counts to add; default 0 50 200)
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pagesDir, root } from './lib/paths.ts';
import { townTemplate, wordFiller } from '../tests/support/townTemplate.ts';

const sizes = process.argv.slice(2).map(Number).filter(Number.isFinite);
const counts = sizes.length ? sizes : [0, 50, 200];

/** A town page like the real ones: fragments, sidebar and 330 words of copy of its own. */
const townPage = (i: number) =>
  townTemplate(`Bench Town ${i}`, `bench-town-${i}`, wordFiller(i + 1));

function timed(command: string[], env: NodeJS.ProcessEnv): number {
  const started = performance.now();
  execFileSync('npx', ['tsx', ...command], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  return (performance.now() - started) / 1000;
}

/** Bytes of the JavaScript a page's HTML loads: uncompressed, and gzipped as served over HTTP. */
async function scriptBytes(
  distDir: string,
  htmlFile: string,
): Promise<{ raw: number; gzip: number }> {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  // Named in the entry loader's script text (asset-tags.ts) or in src/href attributes.
  const files = [
    ...new Set([...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]!)),
  ];
  const contents = await Promise.all(files.map((file) => readFile(path.join(distDir, file))));
  return {
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  };
}

async function largestPageChunk(distDir: string): Promise<number> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const pageChunks = Object.entries(manifest).filter(([key]) => key.endsWith('.json'));
  const sizes = await Promise.all(
    pageChunks.map(async ([, c]) => (await stat(path.join(distDir, c.file))).size),
  );
  return Math.max(0, ...sizes);
}

// Inside the project so the server bundle resolves node_modules; bench-results/ is git-ignored.
await mkdir(path.join(root, 'bench-results'), { recursive: true });
const work = await mkdtemp(path.join(root, 'bench-results', 'work-'));
const rows: string[] = [];
try {
  for (const count of counts) {
    const pages = path.join(work, `pages-${count}`);
    const dist = path.join(work, `dist-${count}`);
    await cp(pagesDir, pages, { recursive: true });
    await mkdir(path.join(pages, 'bench'), { recursive: true });
    for (let i = 0; i < count; i++) {
      await writeFile(path.join(pages, 'bench', `town-${i}.json`), JSON.stringify(townPage(i)));
    }
    const env = { PAGES_DIR: pages, DIST_DIR: dist };
    const validate = timed(['scripts/validate.ts'], env);
    const build = timed(['scripts/build.ts'], env);
    const homeJs = await scriptBytes(dist, 'index.html');
    const pageChunk = await largestPageChunk(dist);
    rows.push(
      `| ${String(count).padStart(5)} | ${validate.toFixed(1).padStart(8)} | ${build.toFixed(1).padStart(7)} | ${String(homeJs.raw).padStart(12)} | ${String(homeJs.gzip).padStart(9)} | ${String(pageChunk).padStart(14)} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

const report = [
  `Benchmark ${new Date().toISOString()} (${os.cpus().length} cores, Node ${process.version})`,
  '',
  '| added pages | validate s | build s | home JS bytes | gzip | largest page chunk bytes |',
  '| ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  'home JS = the entry script and its static imports named in the pre-rendered home page (uncompressed).',
].join('\n');
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results', 'scaling.md'), `${report}\n`);
console.log(`\n${report}`);
