import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { CallToAction } from './CallToAction.tsx';

describe('CallToAction', () => {
  it('is a named region with its reason, an estimate button and the tap-to-call link', () => {
    renderWithSite(
      <CallToAction
        section={{
          type: 'callToAction',
          heading: 'Ready to Start?',
          text: 'Book a free estimate.',
          actions: [{ label: 'Request Your Free Estimate', intent: 'estimate' }],
          showPhone: true,
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Ready to Start?' })).toBeInTheDocument();
    expect(screen.getByText('Book a free estimate.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Your Free Estimate' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('link', { name: `Call ${site.contact.phoneDisplay}` })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('shows no phone link unless asked', () => {
    renderWithSite(
      <CallToAction
        section={{
          type: 'callToAction',
          heading: 'Ready to Start?',
          actions: [{ label: 'Gallery', intent: 'link', href: '/gallery' }],
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
  });
});
