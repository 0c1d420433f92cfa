import { mediaOriginOf } from '../../src/shared/mediaOrigins.ts';
import { isRecord, stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

/** The origin of site.json's siteUrl: what the policy calls 'self'. */
export function siteOriginOf(site: JsonSource | undefined): string | undefined {
  const url = isRecord(site?.value) ? site.value.siteUrl : undefined;
  if (typeof url !== 'string') return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** An address with a scheme or a host (a site path or a malformed value is the schema's). */
const isAddress = (text: string) => /^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i.test(text);

function originOf(src: string): string | undefined {
  try {
    const { origin } = new URL(src);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Media addresses (every `src` that is a full address, e.g. a video's) that the site's
 * Content-Security-Policy would not let the browser play: the same list decides both
 * (src/shared/mediaOrigins.ts).
 */
export function mediaOriginProblems(source: JsonSource, siteOrigin: string | undefined): Problem[] {
  return stringLeaves(source.value).flatMap(({ segments, text }) => {
    if (segments.at(-1) !== 'src' || !isAddress(text)) return [];
    if (mediaOriginOf(text, siteOrigin) !== undefined) return [];
    const origin = originOf(text);
    const policy = "the site's Content-Security-Policy (media-src)";
    const where = origin
      ? `plays from ${origin}, which ${policy} does not allow`
      : `is not an address ${policy} allows`;
    const self = siteOrigin ? `, or an address on the site itself (${siteOrigin}/…)` : '';
    const message = `${quoted(text)} ${where}, so browsers would refuse to play it. Put the file in the backend's public storage and write storage:<bucket>/<file>, e.g. "storage:website-assets/hero.mp4"${self}.`;
    return [source.problem('media-origin', toPointer(segments), message)];
  });
}
