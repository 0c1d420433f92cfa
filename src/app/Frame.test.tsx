import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render.tsx';
import { Frame } from './Frame.tsx';

describe('Frame', () => {
  it('opens a visit with the splash and has a place for live notices', () => {
    renderWithSite(<Frame>Page text</Frame>);
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    expect(screen.getByTestId('estimate-notifications')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page text');
  });

  it('shows a preview at once, in header and footer, without splash or live notices', () => {
    renderWithSite(<Frame preview>Page text</Frame>);
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(screen.queryByTestId('estimate-notifications')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page text');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
