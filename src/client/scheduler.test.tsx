import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { IslandProviders } from '../app/IslandProviders.tsx';
import { StatCardsIsland } from '../ui/StatCards/StatCards.tsx';
import { ISLAND } from '../shared/islandAttributes.ts';
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

const stats = [
  { value: 15, suffix: '+', label: 'Years' },
  { value: 150, label: 'Reviews' },
];

/** An island that wakes when it nears the viewport, which in jsdom it never does. */
class NeverIntersecting {
  observe() {}
  disconnect() {}
}

describe('islands in the browser', () => {
  it('are pre-rendered whole, inside an element that names them and carries their props', () => {
    const container = prerender(<StatCardsIsland stats={stats} />);
    const island = container.querySelector(`[${ISLAND.name}]`)!;
    expect(island).toHaveAttribute(ISLAND.name, 'StatCards');
    expect(island).toHaveAttribute(ISLAND.when, 'visible');
    expect(JSON.parse(island.getAttribute(ISLAND.props)!)).toEqual({ stats });
    // Its markup is all there, final figures included, before any script runs.
    expect(island).toHaveTextContent('150');
    expect(island).toHaveTextContent('Reviews');
  });

  it('hydrate once, and a press made while waking reaches the live island once', async () => {
    const errors = vi.spyOn(console, 'error');
    vi.stubGlobal('IntersectionObserver', NeverIntersecting);
    const container = prerender(<StatCardsIsland stats={stats} />);
    const island = container.querySelector<HTMLElement>(`[${ISLAND.name}]`)!;
    const send = island.firstElementChild!.firstElementChild as HTMLElement;
    const arrived: string[] = [];
    container.addEventListener('click', () =>
      arrived.push(island.hasAttribute(ISLAND.hydrated) ? 'live' : 'asleep'),
    );
    scheduleIslands(container);
    expect(island).not.toHaveAttribute(ISLAND.hydrated);
    await act(async () => {
      send.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      send.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    // The island's chunks load as the page's do: give a busy machine time.
    await vi.waitFor(() => expect(island).toHaveAttribute(ISLAND.hydrated), { timeout: 10_000 });
    await vi.waitFor(() => expect(arrived).toEqual(['live']), { timeout: 10_000 });
    expect(performance.getEntriesByName('island hydrated: StatCards')).toHaveLength(1);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('ydrat'))).toEqual([]);
    vi.unstubAllGlobals();
  });
});
