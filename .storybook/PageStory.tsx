import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { serviceLinks, site, townLinks } from 'virtual:content';
import { Frame } from '../src/app/Frame.tsx';
import { pageRoute } from '../src/app/routes.tsx';
import { loadPageRouteData, type PageRouteData } from '../src/content/pageLoader.ts';
import { SiteProvider } from '../src/content/SiteContext.tsx';
import { listingSectionTypes } from '../src/sections/registry.ts';

/**
 * One page as the site shows it: the app's own route for the page (its loader's data already
 * loaded) in the site's frame, with the real site.json.
 */
function PagePreview({ path, data }: { path: string; data: PageRouteData }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <Frame preview>
              <Outlet />
            </Frame>
          ),
          children: [pageRoute(path)],
        },
      ],
      { initialEntries: [path], hydrationData: { loaderData: { [path]: data } } },
    ),
  );
  return (
    <SiteProvider site={site} serviceLinks={serviceLinks} townLinks={townLinks}>
      <RouterProvider router={router} />
      <SectionStories page={data.page} />
    </SiteProvider>
  );
}

/** A section type's docs page in Storybook (its stories are titled Sections/<Component>). */
const sectionDocsHref = (type: string) => `/?path=/docs/sections-${type.toLowerCase()}--docs`;

/** The page's sections, in order (sidebar last), each linked to its type's stories. */
function SectionStories({ page }: { page: PageRouteData['page'] }) {
  const sections = [...page.sections, ...(page.sidebar ?? [])];
  return (
    <aside aria-label="Sections of this page" style={{ padding: '1rem', fontFamily: 'sans-serif' }}>
      <h2>Sections of this page</h2>
      <ol>
        {sections.map((section, index) => (
          <li key={index}>
            <a href={sectionDocsHref(section.type)} target="_top">
              {section.type}
            </a>
            {'anchor' in section && section.anchor ? ` (#${section.anchor})` : ''}
          </li>
        ))}
      </ol>
    </aside>
  );
}

/**
 * The story of the page at `path`, loaded as the app loads it (with fragments resolved and, when
 * a section lists pages, the listings). The page-stories plugin (scripts/lib/content/page-stories.ts)
 * calls this once per page file.
 */
export function pageStory(path: string, name: string): StoryObj {
  return {
    name,
    parameters: { pageStory: true },
    loaders: [async () => ({ route: await loadPageRouteData(path, listingSectionTypes) })],
    render: (_args, { loaded }) => <PagePreview path={path} data={loaded.route as PageRouteData} />,
  };
}
