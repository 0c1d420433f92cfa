import { act, fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';
import { OpeningEndContext } from './openingEnd.ts';
import { QuickContactBar } from './QuickContactBar.tsx';

describe('MobileBottomBar', () => {
  // Its CSS shows it on phone widths only (jsdom matches no media query); the browser tests check that.
  it('offers a tap-to-call link and an estimate button, in the given order', () => {
    const { container } = renderWithSite(
      <MobileBottomBar
        section={{
          type: 'mobileBottomBar',
          items: [
            { kind: 'phone', label: 'Call Now' },
            { kind: 'estimate', label: 'Free Estimate' },
          ],
        }}
      />,
    );
    const bar = container.querySelector<HTMLElement>('nav[aria-label="Quick contact"]')!;
    expect(within(bar).getByRole('link', { name: /^Call Now/, hidden: true })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
    expect(
      within(bar).getByRole('button', { name: 'Free Estimate', hidden: true }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
  });
});

describe('QuickContactBar on a page', () => {
  it("stays out of sight while the page's opening is in view, and shows once it has scrolled away", () => {
    const marker = document.createElement('div');
    let top = 600;
    marker.getBoundingClientRect = () => ({ top }) as DOMRect;
    const { container } = renderWithSite(
      <OpeningEndContext.Provider value={marker}>
        <QuickContactBar items={[{ kind: 'estimate', label: 'Free Estimate' }]} />
      </OpeningEndContext.Provider>,
    );
    const bar = container.querySelector('nav[aria-label="Quick contact"]')!;
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
});
