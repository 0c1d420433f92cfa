import type { RouteObject } from 'react-router-dom';
import { pageIndex } from 'virtual:content';
import { loadPageRouteData } from '../content/pageLoader.ts';
import { Layout } from './Layout.tsx';
import { PageRoute } from './PageRoute.tsx';
import { PageError, RootError } from './RouteError.tsx';

/** The route table, derived from pages-json/: one route per page path and alias. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    errorElement: <RootError />,
    children: pageIndex.flatMap((entry) =>
      [entry.path, ...entry.aliases].map((path): RouteObject => ({
        id: path,
        path,
        loader: () => loadPageRouteData(entry.load),
        element: <PageRoute />,
        errorElement: <PageError />,
      })),
    ),
  },
];

export const routePaths = (): string[] =>
  pageIndex.flatMap((entry) => [entry.path, ...entry.aliases]);
