import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../tests/support/render.tsx';
import { OpeningEndContext } from '../../sections/openingEnd.ts';
import { OPENING_END_ID } from '../../islands/openingEndMark.ts';
import { MobileBottomBar } from '../../sections/MobileBottomBar/MobileBottomBar.tsx';
import { showMobileBottomBarAfterOpening } from './mobileBottomBar.ts';

describe('the mobile bottom bar in the browser', () => {
  it("stays out of sight while the page's opening is in view, and shows once it has scrolled away", () => {
    const container = renderStatic(
      <OpeningEndContext.Provider value={true}>
        <div id={OPENING_END_ID} />
        <MobileBottomBar
          section={{
            type: 'mobileBottomBar',
            items: [{ kind: 'estimate', label: 'Free Estimate' }],
          }}
        />
      </OpeningEndContext.Provider>,
    );
    const marker = container.querySelector(`#${OPENING_END_ID}`)!;
    let top = 600;
    marker.getBoundingClientRect = () => ({ top }) as DOMRect;
    const bar = container.querySelector('nav[aria-label="Quick contact"]')!;
    // Pre-rendered out of sight; the browser keeps it so while the opening shows.
    expect(bar).toHaveAttribute('data-shown', 'false');
    showMobileBottomBarAfterOpening(container);
    expect(bar).toHaveAttribute('data-shown', 'false');
    const scrollTo = (markerTop: number) =>
      act(() => {
        top = markerTop;
        fireEvent.scroll(window);
      });
    // A jump straight past the opening (End key, an anchor) counts as well as a slow scroll.
    scrollTo(-900);
    expect(bar).toHaveAttribute('data-shown', 'true');
    scrollTo(10);
    expect(bar).toHaveAttribute('data-shown', 'false');
  });

  it('shows at once where no page opening is marked (a story)', () => {
    const container = renderStatic(
      <MobileBottomBar
        section={{ type: 'mobileBottomBar', items: [{ kind: 'estimate', label: 'Free Estimate' }] }}
      />,
    );
    expect(container.querySelector('[data-mobile-bottom-bar]')).toHaveAttribute(
      'data-shown',
      'true',
    );
  });
});
