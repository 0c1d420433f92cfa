import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { webFontCss } from 'virtual:fonts';
import { startEveryControl } from '../src/client/controls/controls.ts';
import { theme } from '../src/theme/tokens.ts';
import { GlobalStyle } from '../src/theme/GlobalStyle.ts';
import { SiteProvider } from '../src/data/SiteContext.tsx';
import { PageListingsProvider } from '../src/data/PageDataContext.tsx';
import { storySite, storyServiceLinks, storyListings, storyTownLinks } from './fixtures.ts';
import { withSchemaCheck } from './SchemaErrors.tsx';
import { sectionArgTypes, sectionFieldArgs } from './sectionSchemas.ts';
import { WCAG_TAGS } from '../src/shared/wcag.ts';

/** The brand fonts, which a page adds after its first paint (src/theme/brandFontLoader.ts). */
const BrandFonts = createGlobalStyle`${webFontCss}`;

/**
 * Theme and global styles for every story. A page story brings its own site, router and
 * listings (the real ones); any other story gets the story fixtures.
 */
const withSite: Decorator = (Story, { parameters }) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <BrandFonts />
    {parameters.pageStory ? (
      <Story />
    ) : (
      <SiteProvider site={storySite} serviceLinks={storyServiceLinks} townLinks={storyTownLinks}>
        <PageListingsProvider value={storyListings}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <Story /> }])} />
        </PageListingsProvider>
      </SiteProvider>
    )}
  </ThemeProvider>
);

/**
 * The page's runtime for controls (tabs, carousels, sliders, the phone menu), as every
 * pre-rendered page runs it: the story's markup is the control, and this makes it answer.
 */
function WithControls({ children }: { children: ReactNode }) {
  useEffect(() => startEveryControl(document));
  return children;
}
const withControls: Decorator = (Story) => (
  <WithControls>
    <Story />
  </WithControls>
);

const preview: Preview = {
  // Every section gets a docs page; page stories opt out (page-stories.ts).
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    // Descriptions and defaults beside each control: the schema's words for every field.
    controls: { expanded: true },
    options: {
      storySort: { order: ['Pages', ['Home', 'Services', 'Towns', 'Info', 'Legal'], 'Sections'] },
    },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '834px', height: '1112px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
    a11y: { options: { runOnly: { type: 'tag', values: WCAG_TAGS } } },
  },
  // Decorators listed first sit closest to the story: the schema check inside the site.
  decorators: [withControls, withSchemaCheck, withSite],
  // A section story's args are its section's fields, each with its own control.
  argsEnhancers: [sectionFieldArgs],
  argTypesEnhancers: [sectionArgTypes],
};

export default preview;
