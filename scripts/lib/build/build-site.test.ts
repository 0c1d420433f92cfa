/**
 * A build reads pages-json/ once: validation, both Vite builds, the pre-render and the sitemap
 * share that read. The build runs here in-process, into a folder of its own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

let outDir: string;
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
  await rm(`${outDir}-ssr`, { recursive: true, force: true });
});

it(
  'reads the page folder once for validation, both bundles, the pre-render and the sitemap',
  { timeout: 300_000 },
  async () => {
    outDir = path.join(await mkdtemp(path.join(tmpdir(), 'build-site-')), 'dist');
    vi.stubEnv('DIST_DIR', outDir);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { buildSite } = await import('./build-site.ts');
    const { pageFolderReads } = await import('../../../content/node.ts');
    const before = pageFolderReads();
    expect(await buildSite({ drafts: false })).toBe(true);
    expect(pageFolderReads() - before).toBe(1);
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('<loc>');
    expect(await readFile(path.join(outDir, 'about/index.html'), 'utf8')).toContain('</html>');
  },
);
