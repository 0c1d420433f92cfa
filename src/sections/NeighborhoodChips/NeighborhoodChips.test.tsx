import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { NeighborhoodChips } from './NeighborhoodChips.tsx';

describe('NeighborhoodChips', () => {
  it('lists the neighbourhoods in order under its heading', () => {
    renderWithSite(
      <NeighborhoodChips
        section={{
          type: 'neighborhoodChips',
          heading: 'Where We Work',
          neighborhoods: ['North End', 'Lakeside'],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Where We Work' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['North End', 'Lakeside']);
  });
});
