import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { serviceLinks, site, townLinks } from 'virtual:content';
import { theme } from '../theme/tokens.ts';
import { GlobalStyle } from '../theme/GlobalStyle.ts';
import { SiteProvider } from '../content/SiteContext.tsx';
import { Document } from './Document.tsx';

/** Providers and document around the router; identical on server and client. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site} serviceLinks={serviceLinks} townLinks={townLinks}>
        <Document>
          <GlobalStyle />
          {children}
        </Document>
      </SiteProvider>
    </ThemeProvider>
  );
}
