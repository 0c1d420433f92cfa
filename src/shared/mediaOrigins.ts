/**
 * Where the site's videos may play from, the one list that the Content-Security-Policy's
 * media-src (scripts/lib/build/security-headers.ts) and the validator's media-origin check both read:
 * a video the validator accepts is one the browser is allowed to play. React-free: scripts/
 * reads it.
 *
 * - `self`: the site's own origin (its siteUrl in site.json, or a site path such as /x.mp4).
 * - `backend`: the backend, whose public storage storage:<bucket>/<file> addresses lead to
 *   (src/backend/storage.ts). Its origin is known only where the site is built, so a page names
 *   a file there as storage:<bucket>/<file>, never by the backend's full address.
 */
export const MEDIA_ORIGINS = ['self', 'backend'] as const;
export type MediaOrigin = (typeof MEDIA_ORIGINS)[number];

/** The sources of the policy's media-src directive, e.g. 'self' https://x.supabase.co. */
export const mediaSources = (backendOrigin: string): string[] =>
  MEDIA_ORIGINS.map((origin) => (origin === 'self' ? `'self'` : backendOrigin));

/**
 * Which allowed origin a media address plays from, or undefined when the policy would block it.
 * `siteOrigin` is the site's own origin, e.g. https://www.example.com.
 */
export function mediaOriginOf(
  src: string,
  siteOrigin: string | undefined,
): MediaOrigin | undefined {
  if (/^storage:[^/\s]+\/\S+$/.test(src)) return 'backend';
  if (src.startsWith('/') && !src.startsWith('//') && !src.includes('\\')) return 'self';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  return siteOrigin !== undefined && url.protocol === 'https:' && url.origin === siteOrigin
    ? 'self'
    : undefined;
}
