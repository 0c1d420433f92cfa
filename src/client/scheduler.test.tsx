import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../tests/support/render.tsx';
import { IslandProviders } from '../app/IslandProviders.tsx';
import { MobileMenuIsland } from '../app/Header/MobileMenu.tsx';
import { ISLAND } from '../islands/attributes.ts';
import { IslandRendererContext, type IslandRenderer } from '../islands/island.tsx';
import { scheduleIslands } from './scheduler.ts';

/** Pre-renders UI as the build does: each island a separate root inside the page's HTML. */
function prerender(ui: ReactNode): HTMLElement {
  const sheet = new ServerStyleSheet();
  const renderIsland: IslandRenderer = (element, identifierPrefix) =>
    renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <IslandProviders>{element}</IslandProviders>
      </StyleSheetManager>,
      { identifierPrefix },
    );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <IslandRendererContext.Provider value={renderIsland}>
      <IslandProviders>{ui}</IslandProviders>
    </IslandRendererContext.Provider>,
  );
  document.body.replaceChildren(container);
  return container;
}

const links = site.nav.map((link) => ({ ...link }));

describe('islands in the browser', () => {
  it('are pre-rendered whole, inside an element that names them and carries their props', () => {
    const container = prerender(<MobileMenuIsland links={links} actions={site.quickActions} />);
    const island = container.querySelector(`[${ISLAND.name}]`)!;
    expect(island).toHaveAttribute(ISLAND.name, 'MobileMenu');
    expect(island).toHaveAttribute(ISLAND.when, 'interaction');
    expect(JSON.parse(island.getAttribute(ISLAND.props)!)).toEqual({
      links,
      actions: site.quickActions,
    });
    // Its markup is all there before any script runs.
    expect(island.querySelector('button[aria-expanded="false"]')).not.toBeNull();
    expect(island.querySelectorAll('nav[aria-label="Mobile"] a')).toHaveLength(links.length);
  });

  it('hydrate on first use, once, and the press that woke them is not lost', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = prerender(<MobileMenuIsland links={links} actions={site.quickActions} />);
    scheduleIslands(container);
    const island = container.querySelector<HTMLElement>(`[${ISLAND.name}]`)!;
    const toggle = island.querySelector('button')!;
    expect(island).not.toHaveAttribute(ISLAND.hydrated);
    await act(async () => {
      toggle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      toggle.click();
    });
    await vi.waitFor(() => expect(island).toHaveAttribute(ISLAND.hydrated));
    // The one press opened the menu, after hydration made it interactive.
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    // Later presses reach the live island directly, with no second hydration.
    await act(async () => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(errors.mock.calls.filter(([message]) => String(message).includes('ydrat'))).toEqual([]);
  });
});
