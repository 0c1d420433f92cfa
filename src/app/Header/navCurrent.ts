import { matchPath } from 'react-router-dom';
import type { NavLink, PageListing } from '../../generated/content.ts';

/**
 * How a nav link marks itself: `page` on its own page; `true` ("current section") on a page
 * whose listing group the link names in `currentFor`, e.g. Services on every service and town
 * page; nothing elsewhere.
 */
export function navCurrent(
  link: NavLink,
  pathname: string,
  group: PageListing['group'] | undefined,
): 'page' | 'true' | undefined {
  if (matchPath({ path: link.href, end: true }, pathname)) return 'page';
  if (group && link.currentFor?.includes(group)) return 'true';
  return undefined;
}
