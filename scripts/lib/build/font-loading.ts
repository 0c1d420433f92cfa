/**
 * Checks how a pre-rendered page loads its fonts: the self-hosted files are named only by the
 * inline loader (none in the page's styles, none preloaded, so nothing competes with the hero
 * picture before the page has painted); the loader's faces are optional, so they never swap
 * into a painted page and move its text; and no @font-face rule blocks text. The pre-render runs
 * it on every page and fails the build on a problem.
 */
const FACE = /@font-face\s*\{[^}]*\}/g;
const WOFF2 = /url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g;
/** A font file named anywhere in a script: in a url(), or as a quoted string. */
const WOFF2_IN_SCRIPT = /["'(]\s*[^"'()\s]+\.woff2/;
const OPTIONAL_IN_SCRIPT = /display\s*:\s*['"]optional['"]/;

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
  const loaders = elements(html, 'script').filter((script) => WOFF2_IN_SCRIPT.test(script));
  if (loaders.length === 0) problems.push('No script loads the brand fonts.');
  for (const script of loaders)
    if (!script.match(FACE) && !OPTIONAL_IN_SCRIPT.test(script))
      problems.push(
        'The script that loads the brand fonts does not make them optional, so they may swap into a painted page.',
      );
  for (const [rule] of html.matchAll(FACE)) {
    const family = /font-family:\s*([^;]+)/.exec(rule)?.[1]?.trim() ?? '(no family)';
    if (!/font-display:\s*(swap|optional)/.test(rule))
      problems.push(
        `@font-face ${family} blocks text (font-display is neither swap nor optional).`,
      );
  }
  return problems;
}
