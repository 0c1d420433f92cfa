/**
 * `npm run bench`: how the site scales with the number of page files. For each size it copies
 * pages-json/ plus N generated town pages into a temporary folder, then measures validation
 * time, build time, the JavaScript the home page references, and the JavaScript per page
 * against the normal build (no pages added): for each page of the normal build, the bytes of
 * the scripts it references (scripts/lib/build/page-scripts.ts) in this build over those in the normal one.
 * The largest of those ratios must stay within 1.02×. Reports only; it never fails the suite.
 *   npm run bench -- 0 100 400     (page counts to add; default 0 50 200 500; 0 is always run)
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pageScriptReader } from '../lib/build/page-scripts.ts';
import { pagesDir, root } from '../lib/paths.ts';
import { townTemplate, wordFiller } from './lib/townTemplate.ts';
import { argsOrExit } from '../lib/args.ts';

const MAX_JS_PER_PAGE_RATIO = 1.02;
const { positionals } = argsOrExit({ allowPositionals: true });
const notCounts = positionals.filter((given) => !/^\d+$/.test(given));
if (notCounts.length) {
  console.error(
    `Page counts are whole numbers, as in npm run bench -- 0 100 400; found ${notCounts.join(', ')}.`,
  );
  process.exit(2);
}
const sizes = positionals.map(Number);
const counts = [...new Set([0, ...(sizes.length ? sizes : [50, 200, 500])])];

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

/** Bytes of the JavaScript each page references: uncompressed, and gzipped as served. */
async function scriptBytesOf(distDir: string) {
  const scriptsOf = await pageScriptReader(distDir);
  return async (htmlFile: string): Promise<{ raw: number; gzip: number }> => {
    const files = await scriptsOf(htmlFile);
    const contents = await Promise.all(files.map((file) => readFile(path.join(distDir, file))));
    return {
      raw: contents.reduce((sum, content) => sum + content.length, 0),
      gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    };
  };
}

/** Every page of a build, as paths of its index.html files relative to dist/. */
async function pageFiles(distDir: string): Promise<string[]> {
  const files = await readdir(distDir, { recursive: true });
  return files.filter((file) => path.basename(file) === 'index.html').sort();
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
/** The normal build's pages and the gzip bytes each references. */
let normal: Map<string, number> | undefined;
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
    const bytesOf = await scriptBytesOf(dist);
    const homeJs = await bytesOf('index.html');
    const pageChunk = await largestPageChunk(dist);
    if (!normal) {
      const files = await pageFiles(dist);
      normal = new Map(
        await Promise.all(files.map(async (f) => [f, (await bytesOf(f)).gzip] as const)),
      );
    }
    let worst = { file: '', ratio: -Infinity };
    for (const [file, normalBytes] of normal) {
      const ratio = (await bytesOf(file)).gzip / normalBytes;
      if (ratio > worst.ratio) worst = { file, ratio };
    }
    const verdict = worst.ratio <= MAX_JS_PER_PAGE_RATIO ? 'met' : 'missed';
    rows.push(
      `| ${String(count).padStart(5)} | ${validate.toFixed(1).padStart(8)} | ${build.toFixed(1).padStart(7)} | ${String(homeJs.raw).padStart(12)} | ${String(homeJs.gzip).padStart(9)} | ${String(pageChunk).padStart(14)} | ${worst.ratio.toFixed(3)} (${worst.file.replace(/\/?index\.html$/, '') || '/'}) | ${verdict} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

const report = [
  `Benchmark ${new Date().toISOString()} (${os.cpus().length} cores, Node ${process.version})`,
  '',
  `| added pages | validate s | build s | home JS bytes | gzip | largest page chunk bytes | JS per page × normal (max, page) | ≤ ${MAX_JS_PER_PAGE_RATIO}× |`,
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
  ...rows,
  '',
  'home JS = the scripts the pre-rendered home page references (scripts/lib/build/page-scripts.ts: the entry, its imports, the overlay client and its islands), uncompressed and gzip -9.',
  `JS per page × normal = for each page of the normal build, gzip bytes of the scripts it references in this build over the normal build; the largest ratio and its page. Target ≤ ${MAX_JS_PER_PAGE_RATIO}×.`,
].join('\n');
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results', 'scaling.md'), `${report}\n`);
console.log(`\n${report}`);
