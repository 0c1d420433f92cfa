import type { RouteObject } from 'react-router-dom';
import { loadPageRouteData } from '../content/pageLoader.ts';
import { loadRouteIndex } from '../content/routeIndex.ts';
import { listingSectionTypes } from '../sections/registry.ts';
import { Layout } from './Layout.tsx';
import { PageRoute } from './PageRoute.tsx';
import { PageError, RootError } from './RouteError.tsx';

const ROOT_ID = 'root';

/** The route of one page address (its path or an alias); its id is the address. */
export const pageRoute = (url: string): RouteObject => ({
  id: url,
  path: url,
  loader: () => loadPageRouteData(url, listingSectionTypes),
  element: <PageRoute />,
  errorElement: <PageError />,
});

/** A route for every page address: each page's path and aliases. */
export async function allPageRoutes(): Promise<RouteObject[]> {
  const index = await loadRouteIndex();
  return index.flatMap((entry) => [entry.path, ...entry.aliases]).map(pageRoute);
}

/** The frame route with the given page routes under it. */
export const appRoutes = (pages: RouteObject[]): RouteObject[] => [
  { id: ROOT_ID, element: <Layout />, errorElement: <RootError />, children: pages },
];
