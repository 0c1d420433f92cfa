/**
 * Addresses the build writes itself, which a page may not take: the build would write the page
 * over them (or them over the page), and the static server would send one for the other. A page
 * at /index replaced the home page; one at /assets was sent with the hashed assets' one-year cache.
 */
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

/** What the build writes into dist/ beside the pages, and why each is taken. */
const BUILD_FILES: Record<string, string> = {
  '/assets': "the build's hashed scripts and styles, served with a one-year cache",
  '/404': 'the page the server sends for an unknown address',
  '/404.html': 'the page the server sends for an unknown address',
  '/sitemap.xml': 'the sitemap the build writes for search engines',
  '/robots.txt': 'the file the build writes for search engines',
  '/_headers': "the file of the site's security headers",
};

/** Why `route` cannot be a page's address, or undefined when it can. */
export function buildOwnedReason(
  route: string,
  publicFiles: ReadonlySet<string>,
): string | undefined {
  const segments = route.split('/').filter(Boolean);
  const last = segments.at(-1)?.toLowerCase();
  if (last === 'index' || last === 'index.html') {
    const parent = `/${segments.slice(0, -1).join('/')}`;
    return `the build writes the page at ${parent} as ${parent === '/' ? '' : parent}/index.html, so a page here would replace it`;
  }
  // Compared without case: a host that ignores it would serve one for the other.
  const lower = route.toLowerCase();
  const top = `/${segments[0] ?? ''}`.toLowerCase();
  const published = [...publicFiles].find(
    (file) => file.toLowerCase() === lower || file.toLowerCase() === top,
  );
  if (published) return `public${published} is published at that address`;
  for (const [owned, what] of Object.entries(BUILD_FILES))
    if (lower === owned || lower.startsWith(`${owned}/`)) return `${owned} is ${what}`;
  return undefined;
}

/** A page's path or alias that the build owns: an error at the value, with what to do. */
export function buildOwnedPathProblems(
  source: JsonSource,
  publicFiles: ReadonlySet<string>,
): Problem[] {
  if (source.syntaxProblem || !isRecord(source.value)) return [];
  const { path, aliases } = source.value;
  const claims = [
    ...(typeof path === 'string' ? [{ route: path, pointer: '/path', kind: 'path' }] : []),
    ...(Array.isArray(aliases) ? aliases : []).flatMap((alias: unknown, index) =>
      typeof alias === 'string'
        ? [{ route: alias, pointer: `/aliases/${index}`, kind: 'alias' }]
        : [],
    ),
  ];
  return claims.flatMap(({ route, pointer, kind }) => {
    const reason = buildOwnedReason(route, publicFiles);
    return reason
      ? [
          source.problem(
            'build-owned-path',
            pointer,
            `${kind} ${quoted(route)} is an address the build uses itself: ${reason}. Choose another ${kind}.`,
          ),
        ]
      : [];
  });
}
