/**
 * `npm run build`: validate content, build client and server bundles, pre-render every route,
 * then write the security headers (dist/_headers) and precompressed copies of text files.
 */
import { rm } from 'node:fs/promises';
import { build, loadEnv } from 'vite';
import { distDir, root, ssrDir } from './lib/paths.ts';
import { precompressDir } from './lib/precompress.ts';
import { writeHeadersFile } from './lib/security-headers.ts';
import { prerender } from './prerender.ts';
import { runValidation } from './validate.ts';
import { formatProblem } from './lib/validator/index.ts';
import { describeRun, generateImages } from './lib/images.ts';

const started = performance.now();
const { problems, fileCount } = await runValidation();
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(
    `\nBuild stopped: ${problems.length} problems in the page files. Fix them and build again.`,
  );
  process.exit(1);
}
console.log(`Validated ${fileCount} page files.`);
console.log(describeRun(await generateImages()));

await rm(distDir, { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
await build({ logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
  },
});
const count = await prerender();
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

function kib(bytes: number) {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
