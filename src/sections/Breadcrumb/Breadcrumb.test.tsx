import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';

describe('Breadcrumb section', () => {
  it('lists the trail as links in order and ends with the current page, not linked', () => {
    renderWithSite(
      <Breadcrumb
        section={{
          type: 'breadcrumb',
          items: [
            { label: 'Home', href: '/' },
            { label: 'Services', href: '/#services' },
          ],
          current: 'Cabinet Work',
        }}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Services', 'Cabinet Work']);
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/#services',
    );
    expect(items.at(-1)).toHaveAttribute('aria-current', 'page');
    expect(within(items.at(-1)!).queryByRole('link')).toBeNull();
  });
});
