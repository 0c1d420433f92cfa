/**
 * While the page benchmark runs, the bare pages live in dist/__bare/<route>/index.html and are
 * served by the site's own static server: same origin, same headers (compression, caching,
 * security) and the same hero image files as the page they stand beside.
 */
import { mkdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderBarePage } from './bare-page.ts';

const BARE_DIR = '__bare';

export const barePath = (route: string) => `/${BARE_DIR}${route.replace(/\/$/, '')}/`;

/**
 * Writes the bare page of every route (before the server starts: sirv lists its files once) and
 * returns the function that removes them again.
 */
export async function writeBarePages(
  distDir: string,
  routes: readonly string[],
): Promise<() => Promise<void>> {
  const bareDir = path.join(distDir, BARE_DIR);
  const remove = () => rm(bareDir, { recursive: true, force: true });
  await remove();
  for (const route of routes) {
    const siteFile = path.join(distDir, route, 'index.html');
    const html = await readFile(siteFile, 'utf8').catch(() => {
      throw new Error(`${route}: ${siteFile} is missing; is it a route of the site?`);
    });
    const bareFile = path.join(distDir, barePath(route), 'index.html');
    await mkdir(path.dirname(bareFile), { recursive: true });
    await writeFile(bareFile, renderBarePage(html));
    // Same age as the site's page, so any caching a server bases on Last-Modified treats both alike.
    const { atime, mtime } = await stat(siteFile);
    await utimes(bareFile, atime, mtime);
  }
  return remove;
}
