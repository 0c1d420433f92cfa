import { Outlet, type RouteObject } from 'react-router-dom';
import { loadPageRouteData, pageRouteData } from '../data/pageLoader.ts';
import type { PageDocument } from '../generated/content.ts';
import { loadRouteIndex } from '../data/routeIndex.ts';
import { listsPagesTypes } from '../sections/registry.ts';
import { Frame } from './Frame.tsx';
import { LoadedPage } from './LoadedPage.tsx';
import { PageError, RootError } from './RouteError.tsx';

const ROOT_ID = 'root';

/** The route of one page address (its path or an alias); its id is the address. */
export const pageRoute = (url: string): RouteObject => ({
  id: url,
  path: url,
  loader: () => loadPageRouteData(url, listsPagesTypes),
  element: <LoadedPage />,
  errorElement: <PageError />,
});

/** The route of a page given as a document, not read from pages-json/ (the studio's preview). */
export const givenPageRoute = (page: PageDocument): RouteObject => ({
  ...pageRoute(page.path),
  loader: () => pageRouteData(page, listsPagesTypes),
});

/** A route for every page address: each page's path and aliases. */
export async function allPageRoutes(): Promise<RouteObject[]> {
  const index = await loadRouteIndex();
  return index.flatMap((entry) => [entry.path, ...entry.aliases]).map(pageRoute);
}

/** The frame (header, footer, splash, notifications) around the page routes given. */
export const appRoutes = (pages: RouteObject[]): RouteObject[] => [
  {
    id: ROOT_ID,
    element: (
      <Frame>
        <Outlet />
      </Frame>
    ),
    errorElement: <RootError />,
    children: pages,
  },
];
