import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import {
  allPageRoutes,
  appRoutes,
  discoverPageRoute,
  hydratedPageIds,
  pageRoute,
} from './app/routes.tsx';
import { AppShell } from './app/AppShell.tsx';
import { HYDRATION_DATA_ID } from './content/hydration.ts';

const hydrationBlock = document.getElementById(HYDRATION_DATA_ID)?.textContent;
const hydrationData = hydrationBlock ? (JSON.parse(hydrationBlock) as HydrationState) : undefined;

/**
 * A page starts with only its own route and discovers the others as it navigates. The 404
 * document has no route of its own, and discovery would postpone the router's first render
 * past hydration, so it loads every route up front instead.
 */
async function createRouter() {
  const pageIds = hydratedPageIds(hydrationData?.loaderData);
  if (pageIds.length === 0) {
    return createBrowserRouter(appRoutes(await allPageRoutes()), { hydrationData });
  }
  return createBrowserRouter(appRoutes(pageIds.map(pageRoute)), {
    hydrationData,
    patchRoutesOnNavigation: discoverPageRoute,
  });
}

const router = await createRouter();
hydrateRoot(
  document,
  <AppShell>
    <RouterProvider router={router} />
  </AppShell>,
  {
    onRecoverableError(error) {
      console.error('Hydration recovered from an error:', error);
    },
  },
);
