import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
} from 'react-router-dom';
import type { ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { allPageRoutes, appRoutes, givenPageRoute } from './app/routes.tsx';
import type { PageDocument } from './generated/content.ts';
import { interactiveSectionTypes, sectionRegistry } from './sections/registry.ts';
import { loadRouteIndex } from './data/routeIndex.ts';
import { HtmlDocument } from './app/HtmlDocument.tsx';
import { IslandProviders } from './app/IslandProviders.tsx';
import { IslandRendererContext, type IslandRenderer } from './islands/island.tsx';
import { site } from 'virtual:content';
import { splashSessionScript } from './shared/splashTiming.ts';
import { brandFontLoaderScript } from './theme/brandFontLoader.ts';
import { speculationRules } from './seo/speculationRules.ts';
import { OPENING_END_ID } from './islands/openingEndMark.ts';

/** Every address the site answers with a page: each page's path and aliases. */
export async function routePaths(): Promise<string[]> {
  return (await loadRouteIndex()).flatMap((entry) => [entry.path, ...entry.aliases]);
}

export interface RenderResult {
  status: number;
  html: string;
}

// The server knows every page up front (the client discovers them as it navigates); one
// handler serves every render.
let sharedHandler: Promise<StaticHandler> | undefined;
const staticHandler = () =>
  (sharedHandler ??= allPageRoutes().then((pages) => createStaticHandler(appRoutes(pages))));

/**
 * Renders one URL to a complete HTML document. `headTags` (module scripts, preloads) are added
 * to <head> together with the collected styles and the router's hydration data. Given `page`,
 * it renders that document at its path instead of the page file (the studio's live preview).
 */
export async function render(
  url: string,
  headTags = '',
  page?: PageDocument,
): Promise<RenderResult> {
  const handler = page
    ? createStaticHandler(appRoutes([givenPageRoute(page)]))
    : await staticHandler();
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`${url} answered with a redirect (${context.status}); pages never redirect.`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  // Each island is a React root of its own, as the browser hydrates it; its styles join the page's.
  const renderIsland: IslandRenderer = (element: ReactNode, identifierPrefix: string) =>
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <IslandProviders>{element}</IslandProviders>
      </StyleSheetManager>,
      { identifierPrefix },
    );
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <IslandRendererContext.Provider value={renderIsland}>
          <HtmlDocument>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </HtmlDocument>
        </IslandRendererContext.Provider>,
      ),
    );
    const splash = site.splash?.enabled !== false ? `<script>${splashSessionScript}</script>` : '';
    const fonts = `<script>${brandFontLoaderScript}</script>`;
    const speculation = `<script type="speculationrules">${speculationRules}</script>`;
    const head = `${splash}${sheet.getStyleTags()}${fonts}${speculation}${paintsWhole}${headTags}</head>`;
    return {
      status: context.statusCode,
      html: `<!DOCTYPE html>${markup.replace('</head>', () => head)}`,
    };
  } finally {
    sheet.seal();
  }
}

/**
 * No frame before the page's opening is parsed: the header and hero are painted whole, never
 * half built (see OPENING_END_ID). A page without the mark (404) paints once parsed.
 */
const paintsWhole = `<link rel="expect" href="#${OPENING_END_ID}" blocking="render">`;

/** The section types, and those that hold islands: for the test of what pages ship (islands.spec). */
export const sectionTypeLists = {
  all: Object.keys(sectionRegistry),
  interactive: [...interactiveSectionTypes],
};
