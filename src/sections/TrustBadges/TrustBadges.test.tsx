import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { TrustBadges } from './TrustBadges.tsx';

describe('TrustBadges', () => {
  it('lists each badge in order with a decorative icon', () => {
    renderWithSite(
      <TrustBadges
        section={{
          type: 'trustBadges',
          badges: [
            { icon: 'shield', label: 'Licensed & Insured' },
            { icon: 'star', label: '5-Star Rated' },
            { icon: 'clock', label: 'On-Time Service' },
          ],
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Our promises' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Licensed & Insured',
      '5-Star Rated',
      'On-Time Service',
    ]);
    for (const item of items)
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
