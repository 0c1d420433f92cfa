import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { MobileBottomBar } from './MobileBottomBar.tsx';

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
