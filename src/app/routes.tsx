import { Outlet, type RouteObject } from 'react-router-dom';
import { loadPageRouteData, pageRouteData } from '../content/pageLoader.ts';
import type { PageDocument } from '../generated/content.ts';
import { loadRouteIndex } from '../content/routeIndex.ts';
import { listingSectionTypes } from '../sections/registry.ts';
import { Frame } from './Frame.tsx';
import { LoadedPage } from './LoadedPage.tsx';
import { PageError, RootError } from './RouteError.tsx';

const ROOT_ID = 'root';

/** The route of one page address (its path or an alias); its id is the address. */
export const pageRoute = (url: string): RouteObject => ({
  id: url,
  path: url,
  loader: () => loadPageRouteData(url, listingSectionTypes),
  element: <LoadedPage />,
  errorElement: <PageError />,
});

/** The route of a page given as a document, not read from pages-json/ (the studio's preview). */
export const givenPageRoute = (page: PageDocument): RouteObject => ({
  ...pageRoute(page.path),
  loader: () => pageRouteData(page, listingSectionTypes),
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
