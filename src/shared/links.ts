/**
 * What kind of address a link holds, the one rule for the validator (which refuses the unsafe
 * ones) and the renderer (which writes rel="noopener noreferrer" on every link that leaves the
 * site). React-free: scripts/ reads it.
 *
 * - `page`: a root-relative site path, `/about`, `/#contact`; checked against the routes.
 * - `anchor`: `#contact`, a section of the same page.
 * - `external`: a full `https://` address.
 * - `phone`, `email`: `tel:` and `mailto:`.
 * - `unsafe`: anything else. `//host` and `/\host` lead off the site while looking like paths;
 *   `http:` is readable and changeable on the way; `javascript:`, `data:` and other schemes run
 *   or show something that is not a page; a relative path (`about`) means another page on each
 *   page it is written on.
 */
export type LinkKind = 'page' | 'anchor' | 'external' | 'phone' | 'email' | 'unsafe';

// Browsers drop ASCII tabs and line breaks anywhere in an address and spaces and control
// characters around it, and read a backslash as a slash: compare what they would follow.
function asFollowed(href: string): string {
  let start = 0;
  let end = href.length;
  while (start < end && href.charCodeAt(start) <= 0x20) start++;
  while (end > start && href.charCodeAt(end - 1) <= 0x20) end--;
  return href
    .slice(start, end)
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/');
}

export function linkKind(href: string): LinkKind {
  const followed = asFollowed(href);
  if (followed.startsWith('//')) return 'unsafe';
  if (followed.startsWith('/')) return 'page';
  if (followed.startsWith('#')) return 'anchor';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(followed)?.[1]?.toLowerCase();
  if (scheme === 'https' && /^https:\/\/[^/?#]/i.test(followed)) return 'external';
  if (scheme === 'tel') return 'phone';
  if (scheme === 'mailto') return 'email';
  return 'unsafe';
}

/** Whether a link leaves the site (or might): it gets rel="noopener noreferrer". */
export const leavesSite = (href: string) => {
  const kind = linkKind(href);
  return kind === 'external' || kind === 'unsafe';
};

/** The rel of a link to href: "noopener noreferrer" when it leaves the site, else none. */
export const relFor = (href: string) => (leavesSite(href) ? 'noopener noreferrer' : undefined);
