import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/render.tsx';
import { FinishGuide } from './FinishGuide.tsx';

describe('FinishGuide', () => {
  it('shows each finish as a card with where it works best', () => {
    renderWithSite(
      <FinishGuide
        section={{
          type: 'finishGuide',
          heading: 'Choosing a Finish',
          finishes: [
            { name: 'Matte', bestFor: 'Ceilings', description: 'No shine.' },
            { name: 'Semi-Gloss', bestFor: 'Trim', description: 'Washable.' },
          ],
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Choosing a Finish' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Matte',
      'Semi-Gloss',
    ]);
    expect(screen.getByText('Trim').closest('p')).toHaveTextContent('Best for: Trim');
  });
});
