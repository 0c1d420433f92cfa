/** A crawl of the built site's pages, as a search engine's would read their links. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const distDir = path.resolve('dist');

/** Every pre-rendered page in dist/ (`<route>/index.html`), by its path. */
export function builtPages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(file) !== 'index.html' || file.startsWith('__')) continue;
    const route = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$|^\/\.$/, '');
    found.set(route || '/', readFileSync(path.join(distDir, file), 'utf8'));
  }
  return found;
}

/** The site paths a page's HTML links to with <a href>, without query or fragment. */
export function linkedPaths(html: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*?href="(\/[^"]*)"/g)) {
    const sitePath = href!.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    paths.add(sitePath || '/');
  }
  return paths;
}

/** The part of a page's HTML that is its own content, without header and footer. */
export const mainContent = (html: string) =>
  html.slice(html.indexOf('<main'), html.indexOf('</main>'));

/**
 * For each target path, the distinct other pages that link to it; `part` picks which part of a
 * page counts (all of it by default).
 */
export function inboundLinks(
  pages: Map<string, string>,
  part: (html: string) => string = (html) => html,
): Map<string, Set<string>> {
  const inbound = new Map<string, Set<string>>();
  for (const [source, html] of pages) {
    for (const target of linkedPaths(part(html))) {
      if (target === source) continue;
      if (!inbound.has(target)) inbound.set(target, new Set());
      inbound.get(target)!.add(source);
    }
  }
  return inbound;
}
