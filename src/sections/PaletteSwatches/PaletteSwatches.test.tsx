import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { PaletteSwatches } from './PaletteSwatches.tsx';

describe('PaletteSwatches', () => {
  it('names every colour in text beside its swatch, not by colour alone', () => {
    renderWithSite(
      <PaletteSwatches
        section={{
          type: 'paletteSwatches',
          heading: 'Colors Our Clients Love',
          swatches: [
            { name: 'Soft Greige', hex: '#cfc6b8', note: 'Living rooms' },
            { name: 'Deep Navy', hex: '#22334a' },
          ],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Colors Our Clients Love' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Soft Greige#CFC6B8Living rooms');
    const chip = items[1]!.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(chip.style.background).toBe('rgb(34, 51, 74)');
  });
});
