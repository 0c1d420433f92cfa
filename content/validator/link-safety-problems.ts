import { linkTargets } from '../../src/shared/authorText.ts';
import { linkKind } from '../../src/shared/links.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { isLinkField } from './string-references.ts';
import { quoted } from './describe-values.ts';

const ALLOWED =
  'a link may lead to a site path ("/about"), an #anchor, or an https:, mailto: or tel: address';

/** Why a link is refused and what to write instead; undefined for a link of an allowed kind. */
export function unsafeLinkMessage(target: string): string | undefined {
  if (linkKind(target) !== 'unsafe') return undefined;
  const link = `link ${quoted(target)}`;
  const trimmed = target.trim();
  if (/^[/\\]{2}/.test(trimmed) || /^\/\\/.test(trimmed)) {
    return `${link} starts with two slashes, so it leaves the site for whatever host follows them. For a page here write its path with one slash, e.g. "/about"; for another site write its full https:// address.`;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === 'http') {
    return `${link} is plain http, which anyone on the way can read and change. Use https:// (${quoted(`https${trimmed.slice(4)}`)}).`;
  }
  if (scheme === 'https') {
    return `${link} has no host after "https://". Write the full address, e.g. "https://example.com/page".`;
  }
  if (scheme !== undefined) {
    return `${link} uses ${quoted(`${scheme}:`)}, which a page may not link to: ${ALLOWED}. Link to a page or an https:// address instead.`;
  }
  return `${link} is a relative path, which leads somewhere else from each page it is on: ${ALLOWED}. Write the path from the site's root, e.g. ${quoted(`/${trimmed.replace(/^\.?\/?/, '')}`)}.`;
}

/**
 * Links that lead off the site in disguise or run something: in every link field (`href`, a
 * townLinks `nearby` path) and in every `[label](href)` link of author text alike.
 */
export function unsafeLinkProblems(source: JsonSource): Problem[] {
  return stringLeaves(source.value).flatMap(({ segments, text }) => {
    const targets = new Set(linkTargets(text));
    if (isLinkField(segments.at(-1), segments.at(-2))) targets.add(text);
    const pointer = toPointer(segments);
    return [...targets].flatMap((target) => {
      const message = unsafeLinkMessage(target);
      return message ? [source.problem('unsafe-link', pointer, message)] : [];
    });
  });
}
