import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { serviceLinks, site, townLinks } from 'virtual:content';
import { SiteProvider } from '../data/SiteContext.tsx';
import { GlobalStyle } from '../theme/GlobalStyle.ts';
import { colors, theme } from '../theme/tokens.ts';

/**
 * The whole HTML document with the theme and the site's facts around it, the same on the server
 * and when the client hydrates it; the router goes inside. Scripts and styles for <head> are added
 * by the server around React (see entry-server.tsx).
 * `suppressHydrationWarning` on <html>: the splash script may add data-splash before hydration.
 */
export function HtmlDocument({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site} serviceLinks={serviceLinks} townLinks={townLinks}>
        <html lang="en" suppressHydrationWarning>
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content={colors.navy} />
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          </head>
          <body>
            <GlobalStyle />
            {children}
          </body>
        </html>
      </SiteProvider>
    </ThemeProvider>
  );
}
