import { data } from 'react-router-dom';
import type { PageDocument } from '../generated/content.ts';

export interface PageIndexEntry {
  path: string;
  aliases: readonly string[];
  load: () => Promise<{ default: PageDocument }>;
}

let index: Promise<readonly PageIndexEntry[]> | undefined;

/** The index of all pages, as its own chunk, fetched once and only when first needed. */
export const loadRouteIndex = () =>
  (index ??= import('virtual:route-index').then((module) => module.pageIndex));

/** `/a-page/` and `/a-page` are the same page. */
export const normalizePath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

export async function findPageEntry(url: string): Promise<PageIndexEntry | undefined> {
  const path = normalizePath(url);
  return (await loadRouteIndex()).find(
    (entry) => entry.path === path || entry.aliases.includes(path),
  );
}

export async function loadPageDocument(url: string): Promise<PageDocument> {
  const entry = await findPageEntry(url);
  if (!entry) throw data(null, { status: 404, statusText: 'Not Found' });
  return (await entry.load()).default;
}
