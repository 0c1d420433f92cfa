import type { Preview } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/theme/tokens.ts';
import { GlobalStyle } from '../src/theme/GlobalStyle.ts';
import { SiteProvider } from '../src/content/SiteContext.tsx';
import { PageListingsProvider } from '../src/content/PageDataContext.tsx';
import { storySite, storyServiceLinks, storyListings } from './fixtures.ts';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => {
      const router = createMemoryRouter([{ path: '*', element: <Story /> }]);
      return (
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <SiteProvider site={storySite} serviceLinks={storyServiceLinks}>
            <PageListingsProvider value={storyListings}>
              <RouterProvider router={router} />
            </PageListingsProvider>
          </SiteProvider>
        </ThemeProvider>
      );
    },
  ],
};

export default preview;
