import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  RouterProvider,
  StaticRouter,
  type RouteObject,
} from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/theme/tokens.ts';
import { SiteProvider } from '../../src/data/SiteContext.tsx';
import type { Link, SiteDocument } from '../../src/generated/content.ts';
import siteJson from '../../pages-json/site.json';

export const site = siteJson as SiteDocument;
export const serviceLinks: Link[] = [
  { label: 'Interior Painting', href: '/services/interior-painting' },
  { label: 'Exterior Painting', href: '/services/exterior-painting' },
];
export const townLinks: Link[] = [
  { label: 'Alpha', href: '/interior-painting/alpha-nj' },
  { label: 'Beta', href: '/interior-painting/beta-nj' },
];

/**
 * Renders UI inside theme, site data (site.json unless `siteData` is given) and a memory router;
 * extra routes let links navigate.
 */
export function renderWithSite(
  ui: ReactNode,
  { path = '/', routes = [] as RouteObject[], siteData = site } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [path],
  });
  const result = render(
    <ThemeProvider theme={theme}>
      <SiteProvider site={siteData} serviceLinks={serviceLinks} townLinks={townLinks}>
        <RouterProvider router={router} />
      </SiteProvider>
    </ThemeProvider>,
  );
  return { ...result, router };
}

/**
 * Renders UI as the pre-render does, to static HTML in the document (no React root behind it),
 * for the browser behaviours that work on pre-rendered markup (src/client/behaviors/).
 */
export function renderStatic(ui: ReactNode, { path = '/' } = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <SiteProvider site={site} serviceLinks={serviceLinks} townLinks={townLinks}>
        <StaticRouter location={path}>{ui}</StaticRouter>
      </SiteProvider>
    </ThemeProvider>,
  );
  document.body.replaceChildren(container);
  return container;
}
