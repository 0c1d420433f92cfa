import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { site } from 'virtual:content';
import { theme } from '../theme/tokens.ts';
import { SiteProvider } from '../data/SiteContext.tsx';

interface IslandProvidersProps {
  children: ReactNode;
}

/**
 * What every island reads from above it: the theme and the site's facts.
 * Not the links derived from the page files (data/SiteContext.tsx), so the chunk every island
 * shares stays the same size however many pages the site has.
 * The pre-render renders each island inside these, and the browser hydrates it inside the same,
 * so both produce the same markup. They render no element of their own.
 */
export function IslandProviders({ children }: IslandProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>{children}</SiteProvider>
    </ThemeProvider>
  );
}
