import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { site } from 'virtual:content';
import { theme } from '../theme/tokens.ts';
import { SiteProvider } from '../content/SiteContext.tsx';
import { EstimateProvider, type EstimateForm } from '../forms/EstimateContext.tsx';

interface IslandProvidersProps {
  /** How the island's estimate buttons open the form: the page's one form, loaded on first use. */
  estimate?: EstimateForm;
  children: ReactNode;
}

/**
 * What every island reads from above it: the theme, the site's facts and the estimate form.
 * Not the links derived from the page files (content/SiteContext.tsx), so the chunk every island
 * shares stays the same size however many pages the site has.
 * The pre-render renders each island inside these, and the browser hydrates it inside the same,
 * so both produce the same markup. They render no element of their own.
 */
export function IslandProviders({ estimate, children }: IslandProvidersProps) {
  const inner = (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>{children}</SiteProvider>
    </ThemeProvider>
  );
  return estimate ? <EstimateProvider value={estimate}>{inner}</EstimateProvider> : inner;
}
