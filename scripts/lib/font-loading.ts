/**
 * Checks how a pre-rendered page loads its fonts: the self-hosted files are declared only by
 * the inline loader that runs after the first paint (none in the page's styles, none preloaded,
 * so nothing competes with the hero picture before the page has painted), and every
 * @font-face, fallbacks included, swaps. The pre-render runs it on every page and fails the
 * build on a problem.
 */
const FACE = /@font-face\s*\{[^}]*\}/g;
const WOFF2 = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g;

const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map(
    ([, body]) => body!,
  );

export function fontProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\srel="preload"/i.test(tag) && /\sas="font"/i.test(tag))
      problems.push(
        `${/\shref="([^"]*)"/i.exec(tag)?.[1] ?? 'A font'} is preloaded, so it is fetched before the first paint.`,
      );
  }
  for (const css of elements(html, 'style'))
    for (const [, url] of css.matchAll(WOFF2))
      problems.push(
        `${url} is declared in the page's styles, so it is fetched before the first paint.`,
      );
  const loaded = elements(html, 'script').flatMap((script) =>
    [...script.matchAll(WOFF2)].map(([, url]) => url!),
  );
  if (loaded.length === 0) problems.push('No script loads the brand fonts after the first paint.');
  for (const [rule] of html.matchAll(FACE)) {
    const family = /font-family:\s*([^;]+)/.exec(rule)?.[1]?.trim() ?? '(no family)';
    if (!/font-display:\s*swap/.test(rule)) problems.push(`@font-face ${family} does not swap.`);
  }
  return problems;
}
