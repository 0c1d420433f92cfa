import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/tokens.ts';
import { PageError } from './RouteError.tsx';

function renderFailingRoute(loader: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>never shown</p>,
      errorElement: <PageError />,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('routing error fallback', () => {
  it('names the error and shows the status and status text of an error response', async () => {
    renderFailingRoute(() => {
      throw data('ignored', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '503' })).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
  });

  it('shows the message of a thrown error', async () => {
    renderFailingRoute(() => {
      throw new Error('The page data could not be loaded.');
    });
    expect(await screen.findByText('The page data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
