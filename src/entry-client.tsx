import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router-dom';
import { RouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { AppShell } from './app/AppShell.tsx';
import { HYDRATION_GLOBAL } from './content/hydration.ts';

const hydrationData = (window as unknown as Record<string, HydrationState | undefined>)[
  HYDRATION_GLOBAL
];
const router = createBrowserRouter(routes, { hydrationData });

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
