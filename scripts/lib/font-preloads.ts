/**
 * Checks a pre-rendered page's fonts: it preloads exactly the woff2 files its @font-face rules
 * use (no file fetched late, none preloaded for nothing), each preload is one the browser can
 * reuse for the font (as="font", type="font/woff2", crossorigin), and every @font-face swaps.
 * The pre-render runs it on every page and fails the build on a problem.
 */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s>/])`, 'i').exec(tag);

export function fontProblems(html: string): string[] {
  const problems: string[] = [];
  const preloaded = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.[1] !== 'preload' || attribute(tag, 'as')?.[1] !== 'font') continue;
    const href = attribute(tag, 'href')?.[1] ?? '';
    preloaded.add(href);
    if (attribute(tag, 'type')?.[1] !== 'font/woff2')
      problems.push(`The preload of ${href} lacks type="font/woff2".`);
    if (!attribute(tag, 'crossorigin'))
      problems.push(
        `The preload of ${href} lacks crossorigin, so the browser would fetch it twice.`,
      );
  }
  const used = new Set<string>();
  for (const [rule] of html.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const family = /font-family:\s*([^;]+)/.exec(rule)?.[1]?.trim() ?? '(no family)';
    if (!/font-display:\s*swap/.test(rule)) problems.push(`@font-face ${family} does not swap.`);
    for (const [, url] of rule.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)) used.add(url!);
  }
  for (const url of used)
    if (!preloaded.has(url)) problems.push(`${url} is used by @font-face but not preloaded.`);
  for (const url of preloaded)
    if (!used.has(url)) problems.push(`${url} is preloaded but no @font-face uses it.`);
  return problems;
}
