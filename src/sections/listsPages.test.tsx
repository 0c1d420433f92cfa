import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { serviceLinks, site, townLinks } from '../../tests/support/render.tsx';
import { SiteProvider } from '../data/SiteContext.tsx';
import { theme } from '../theme/tokens.ts';
import type { Section } from '../generated/content.ts';
import { listsPagesTypes, sectionRegistry, type SectionEntry } from './registry.ts';

const minimal: Partial<Record<Section['type'], Section>> = {
  sitemapIndex: { type: 'sitemapIndex', groups: [{ heading: 'Main Pages', group: 'main' }] },
  townCards: { type: 'townCards', heading: 'Areas We Serve' },
  townLinks: { type: 'townLinks', heading: 'Towns We Serve' },
};

afterEach(() => vi.restoreAllMocks());

describe('sections that list pages', () => {
  it.each([...listsPagesTypes])(
    '%s says it needs <PageListingsProvider> instead of rendering an empty list',
    (type) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const section = minimal[type];
      expect(section, `add a minimal ${type} section to this test`).toBeDefined();
      const { component: Component } = sectionRegistry[type] as SectionEntry<typeof type>;
      // No router here: its error boundary would catch the error and show its error page.
      const ui = (
        <ThemeProvider theme={theme}>
          <SiteProvider site={site} serviceLinks={serviceLinks} townLinks={townLinks}>
            <Component section={section as never} />
          </SiteProvider>
        </ThemeProvider>
      );
      expect(() => render(ui)).toThrow(/must be used within <PageListingsProvider>/);
    },
  );
});
