/**
 * The build behind `npm run build`: validate content, build client and server bundles,
 * pre-render every route, then write the security headers (dist/_headers) and precompressed
 * copies of text files. pages-json/ is read once, here, and that read is handed to validation,
 * both Vite builds (the content plugin), the pre-render and the sitemap.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { siteViteConfig } from './vite.ts';
import { formatProblem, isError } from '../../../content/index.ts';
import { contentOf, readPageFolder } from '../../../content/node.ts';
import { assertNoStudioIn } from '../studio/dev-only.ts';
import { distDir, pagesDir, ssrDir } from '../paths.ts';
import { runValidation } from '../../validate.ts';
import { prerender } from './prerender.ts';
import { RepeatedIds } from './duplicate-ids.ts';
import { runImageStep } from './images.ts';
import { precompressDir } from './precompress.ts';
import { writeHeadersFile } from './security-headers.ts';
import { backendAddress } from '../machine/localBackend.ts';

/**
 * Builds the site into dist/; false when the page files have errors, or the pre-rendered pages
 * repeat an element id (either is printed).
 * `precompress: false` leaves out the .br and .gz copies, for tests that read only the pages.
 */
export async function buildSite({
  drafts,
  precompress = true,
}: {
  drafts: boolean;
  precompress?: boolean;
}): Promise<boolean> {
  const started = performance.now();
  const folder = await readPageFolder(pagesDir);
  const { problems, fileCount } = await runValidation(folder);
  const errors = problems.filter(isError);
  if (errors.length > 0) {
    for (const problem of errors) console.error(formatProblem(problem));
    console.error(
      `\nBuild stopped: ${errors.length} problems in the page files. Fix them and build again.`,
    );
    return false;
  }
  const warnings = problems.length - errors.length;
  const warned = warnings > 0 ? ` (${warnings} warnings: \`npm run validate\` lists them)` : '';
  console.log(`Validated ${fileCount} page files${warned}.`);
  const content = contentOf(folder, pagesDir, { drafts });
  const { draftsLeftOut } = content;
  if (draftsLeftOut.length > 0) {
    const files = draftsLeftOut.map((file) => file.path).join(', ');
    console.log(
      `Left out ${draftsLeftOut.length} draft(s): ${files}. \`npm run build -- --drafts\` previews them.`,
    );
  }
  if (drafts) console.log('Drafts included, marked noindex and left out of sitemap.xml.');
  if (!(await runImageStep())) return false;

  const viteConfig = { configFile: false as const, ...siteViteConfig({ drafts, loaded: content }) };
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
  const count = await prerender(content).catch((error: unknown) => {
    // The pages' own words, not the pre-render's call stack: what repeats where, and what to do.
    if (!(error instanceof RepeatedIds)) throw error;
    console.error(
      `${error.message}\n\nBuild stopped: dist/ is incomplete. Fix the ids and build again.`,
    );
    return undefined;
  });
  if (count === undefined) return false;
  // The studio is dev-only: fail the build if any of it was bundled.
  await assertNoStudioIn(distDir);
  await assertNoStudioIn(ssrDir);
  // The backend the client bundle calls, chosen as src/backend/config.ts chooses it.
  const scriptHashes = await writeHeadersFile(distDir, (await backendAddress('production')).url);
  const compressed = precompress ? await precompressDir(distDir) : undefined;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Pre-rendered ${count} routes, 404.html, sitemap.xml and robots.txt into dist/ in ${seconds}s.`,
  );
  console.log(
    `Wrote dist/_headers: its policy runs ${scriptHashes.length} inline script(s) by hash. ` +
      (compressed
        ? `Precompressed ${compressed.files} files, ${kib(compressed.bytes)} to ${kib(compressed.brotliBytes)} (brotli).`
        : 'No precompressed copies (--no-precompress).'),
  );
  return true;
}

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
