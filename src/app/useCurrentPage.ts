import { useMatches } from 'react-router-dom';
import type { PageRouteData } from '../data/pageLoader.ts';
import type { PageDocument } from '../generated/content.ts';

const isPageRouteData = (data: unknown): data is PageRouteData =>
  typeof data === 'object' && data !== null && 'page' in data;

/** The page document the router is showing, for the frame around it; none on the 404 page. */
export function useCurrentPage(): PageDocument | undefined {
  const matches = useMatches();
  const data = matches.at(-1)?.data;
  return isPageRouteData(data) ? data.page : undefined;
}
