/**
 * A build reads pages-json/ once: validation, both Vite builds, the pre-render and the sitemap
 * share that read. The build runs here in-process, into a folder of its own, with the local
 * backend moved (SUPABASE_LOCAL_PORT), which its pages and their security policy must follow.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

const MOVED_BACKEND = 'http://127.0.0.1:54999';
let outDir: string;
let built: boolean;
let folderReads: number;

beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(tmpdir(), 'build-site-')), 'dist');
  vi.stubEnv('DIST_DIR', outDir);
  vi.stubEnv('SUPABASE_LOCAL_PORT', '54999');
  vi.stubEnv('VITE_SUPABASE_URL', '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  const { buildSite } = await import('./build-site.ts');
  const { pageFolderReads } = await import('../../../content/node.ts');
  const before = pageFolderReads();
  built = await buildSite({ drafts: false });
  folderReads = pageFolderReads() - before;
}, 300_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(outDir, { recursive: true, force: true });
  await rm(`${outDir}-ssr`, { recursive: true, force: true });
});

it('reads the page folder once for validation, both bundles, the pre-render and the sitemap', async () => {
  expect(built).toBe(true);
  expect(folderReads).toBe(1);
  expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>');
  expect(await readFile(path.join(outDir, 'about/index.html'), 'utf8')).toContain('</html>');
});

it('points its pages, their scripts and their security policy at the moved local backend', async () => {
  const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
  expect(headers).toContain(`connect-src 'self' ${MOVED_BACKEND} ws://127.0.0.1:54999`);
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  expect(home).toContain(`${MOVED_BACKEND}/storage/v1/object/public/`);
  const scripts = (await readdir(path.join(outDir, 'assets'))).filter((name) =>
    name.endsWith('.js'),
  );
  const texts = await Promise.all(
    scripts.map((name) => readFile(path.join(outDir, 'assets', name), 'utf8')),
  );
  expect(texts.some((text) => text.includes(MOVED_BACKEND))).toBe(true);
  for (const text of [headers, home, ...texts]) expect(text).not.toContain('54321');
});
