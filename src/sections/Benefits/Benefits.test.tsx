import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { Benefits } from './Benefits.tsx';

describe('Benefits', () => {
  it('lists every benefit under its heading, with decorative check marks', () => {
    const { container } = renderWithSite(
      <Benefits
        section={{
          type: 'benefits',
          anchor: 'benefits',
          heading: 'Key Benefits',
          items: ['Furniture fully protected', 'Daily clean-up'],
        }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Key Benefits' });
    expect(section).toHaveAttribute('id', 'benefits');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Furniture fully protected',
      'Daily clean-up',
    ]);
    const checks = container.querySelectorAll('svg');
    expect(checks).toHaveLength(2);
    checks.forEach((check) => expect(check).toHaveAttribute('aria-hidden', 'true'));
  });
});
