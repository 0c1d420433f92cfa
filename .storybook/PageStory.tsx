import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { serviceLinks, site, townLinks } from 'virtual:content';
import { Frame } from '../src/app/Frame.tsx';
import { givenPageRoute, pageRoute } from '../src/app/routes.tsx';
import { loadPageRouteData, type PageRouteData } from '../src/data/pageLoader.ts';
import { SiteProvider } from '../src/data/SiteContext.tsx';
import type { PageDocument } from '../src/generated/content.ts';
import type { PageInSite } from '../src/shared/listings.ts';
import { listsPagesTypes } from '../src/sections/registry.ts';
import { storyListings, storyServiceLinks, storySite, storyTownLinks } from './fixtures.ts';

type SiteProps = Parameters<typeof SiteProvider>[0];
/** The site a page story is framed in: the real one, or the stories' fixture site. */
type Site = Omit<SiteProps, 'children'>;

/**
 * One page as the site shows it: the app's own route for the page (its loader's data already
 * loaded) in the site's frame.
 */
function PagePreview({
  route,
  data,
  site,
}: {
  route: RouteObject;
  data: PageRouteData;
  site: Site;
}) {
  const path = route.path!;
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: (
            <Frame preview>
              <Outlet />
            </Frame>
          ),
          children: [route],
        },
      ],
      { initialEntries: [path], hydrationData: { loaderData: { [path]: data } } },
    ),
  );
  return (
    <SiteProvider {...site}>
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
    <aside aria-label="Sections of this page" style={{ padding: '1rem' }}>
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
 * a section lists pages, the listings). The page-stories plugin (scripts/lib/build/page-stories.ts)
 * calls this once per page file.
 */
export function pageStory(path: string, name: string): StoryObj {
  return {
    name,
    parameters: { pageStory: true },
    loaders: [async () => ({ route: await loadPageRouteData(path, listsPagesTypes) })],
    render: (_args, { loaded }) => (
      <PagePreview
        route={pageRoute(path)}
        data={loaded.route as PageRouteData}
        site={{ site, serviceLinks, townLinks }}
      />
    ),
  };
}

/**
 * The story of a fixture page (tests/visual/content/): pinned by a designer, so it is pictured
 * and gated like a section story. Everything it shows comes from fixtures (its document, the
 * stories' site and listings), never from pages-json/, so no author's edit can change it.
 */
export function pinnedPageStory(page: PageDocument): StoryObj {
  const data: PageRouteData = { page, listings: storyListings };
  return {
    parameters: { pageStory: true },
    render: () => (
      <PagePreview
        route={givenPageRoute(page)}
        data={data}
        site={{ site: storySite, serviceLinks: storyServiceLinks, townLinks: storyTownLinks }}
      />
    ),
  };
}

/**
 * The visual review's canvas: the page given as JSON text in the `pageInSite` arg (a string, which
 * Storybook replaces whole where it would merge an object into the last one), as the base commit's
 * or today's pages-json/ shows it (scripts/lib/visual/review-pages.ts). Without it, the pinned
 * town, so the story renders on its own as every story must.
 */
export function reviewPageStory(fallback: PageDocument): StoryObj<{ pageInSite: string }> {
  return {
    args: { pageInSite: '' },
    parameters: { pageStory: true },
    render: ({ pageInSite }) => {
      const given = pageInSite ? (JSON.parse(pageInSite) as PageInSite) : undefined;
      const page = given?.page ?? fallback;
      return (
        <PagePreview
          // Each page given is a new router: it reads its route and data once, when it is made.
          key={pageInSite}
          route={givenPageRoute(page)}
          data={{ page, listings: given?.listings ?? storyListings }}
          site={{
            site: given?.site ?? storySite,
            serviceLinks: given?.serviceLinks ?? storyServiceLinks,
            townLinks: given?.townLinks ?? storyTownLinks,
          }}
        />
      );
    },
  };
}
