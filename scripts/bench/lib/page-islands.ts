import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { ISLAND } from '../../../src/shared/islandAttributes.ts';

/**
 * Whether a built page holds islands of its own inside <main>, besides the frame's (the header's
 * menu): such a page's JavaScript budget is larger.
 */
export async function hasSectionIslands(distDir: string, route: string): Promise<boolean> {
  const html = await readFile(path.join(distDir, route, 'index.html'), 'utf8');
  const { document } = new JSDOM(html).window;
  return document.querySelector(`main [${ISLAND.name}]`) !== null;
}
