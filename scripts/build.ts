/**
 * `npm run build`: validate content, build client and server bundles, pre-render every route,
 * then write the security headers (dist/_headers) and precompressed copies of text files.
 * Draft pages are left out; `npm run build -- --drafts` includes them, marked noindex, for a
 * preview.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { siteViteConfig } from '../vite.config.ts';
import { readContent } from './lib/content/content-files.ts';
import { distDir, root, ssrDir } from './lib/paths.ts';
import { precompressDir } from './lib/build/precompress.ts';
import { writeHeadersFile } from './lib/build/security-headers.ts';
import { prerender } from './prerender.ts';
import { runValidation } from './validate.ts';
import { formatProblem, isError } from './lib/content/validator/index.ts';
import { describeRun, generateImages } from './lib/build/images.ts';
import { assertNoStudioIn } from './lib/studio/dev-only.ts';

const { values: options } = parseArgs({ options: { drafts: { type: 'boolean', default: false } } });
// Whether drafts are pages, passed to the content loader here, in the Vite builds and pre-rendering.
const content = { drafts: options.drafts };
const viteConfig = { configFile: false as const, ...siteViteConfig(content) };

const started = performance.now();
const { problems, fileCount } = await runValidation();
const errors = problems.filter(isError);
if (errors.length > 0) {
  for (const problem of errors) console.error(formatProblem(problem));
  console.error(
    `\nBuild stopped: ${errors.length} problems in the page files. Fix them and build again.`,
  );
  process.exit(1);
}
const warnings = problems.length - errors.length;
const warned = warnings > 0 ? ` (${warnings} warnings: \`npm run validate\` lists them)` : '';
console.log(`Validated ${fileCount} page files${warned}.`);
const { draftsLeftOut } = await readContent(undefined, content);
if (draftsLeftOut.length > 0) {
  const files = draftsLeftOut.map((file) => file.path).join(', ');
  console.log(
    `Left out ${draftsLeftOut.length} draft(s): ${files}. \`npm run build -- --drafts\` previews them.`,
  );
}
if (options.drafts) console.log('Drafts included, marked noindex and left out of sitemap.xml.');
console.log(describeRun(await generateImages()));

await rm(distDir, { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
await build({
  ...viteConfig,
  logLevel: 'warn',
  build: { ...viteConfig.build, outDir: distDir, emptyOutDir: true },
});
await build({
  ...viteConfig,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ...viteConfig.build,
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    // The pages name files that only the server bundle imports (the brand fonts, which the
    // pre-render writes into each page's font loader): emit them, then put them beside the client's.
    ssrEmitAssets: true,
  },
});
await copyServerOnlyAssets();
const count = await prerender(content);
// The studio is dev-only: fail the build if any of it was bundled.
await assertNoStudioIn(distDir);
await assertNoStudioIn(ssrDir);
// The backend the client bundle calls, chosen as src/backend/config.ts chooses it.
const backendUrl =
  loadEnv('production', root, 'VITE_').VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
const scriptHashes = await writeHeadersFile(distDir, backendUrl);
const compressed = await precompressDir(distDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Pre-rendered ${count} routes, 404.html, sitemap.xml and robots.txt into dist/ in ${seconds}s.`,
);
console.log(
  `Wrote dist/_headers: its policy runs ${scriptHashes.length} inline script(s) by hash. ` +
    `Precompressed ${compressed.files} files, ${kib(compressed.bytes)} to ${kib(compressed.brotliBytes)} (brotli).`,
);

async function copyServerOnlyAssets() {
  const from = path.join(ssrDir, 'assets');
  for (const file of await readdir(from).catch(() => [])) {
    if (!/\.(js|map)$/.test(file))
      await cp(path.join(from, file), path.join(distDir, 'assets', file));
  }
}

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
