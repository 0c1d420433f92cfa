/** `npm run build`: validate content, build client and server bundles, pre-render every route. */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { distDir, ssrDir } from './lib/paths.ts';
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
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Pre-rendered ${count} routes, 404.html, sitemap.xml and robots.txt into dist/ in ${seconds}s.`,
);
