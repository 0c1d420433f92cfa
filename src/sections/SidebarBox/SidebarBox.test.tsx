import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { SidebarBox } from './SidebarBox.tsx';
import { expectPhoneAndEmailLinks } from '../../../tests/support/contactLinks.ts';

describe('SidebarBox', () => {
  it('shows heading, text and the estimate button, and no contact lines unless asked', () => {
    renderWithSite(
      <SidebarBox
        section={{
          type: 'sidebarBox',
          variant: 'highlight',
          heading: 'Schedule a Consultation',
          text: 'Free written estimates.',
          action: { label: 'Get Started', intent: 'estimate' },
        }}
      />,
    );
    const box = screen.getByRole('region', { name: 'Schedule a Consultation' });
    expect(within(box).getByText('Free written estimates.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('adds phone, e-mail and the address line from site.json and the section', () => {
    renderWithSite(
      <SidebarBox
        section={{
          type: 'sidebarBox',
          heading: 'Free Estimate',
          showPhone: true,
          showEmail: true,
          address: 'Sometown, NJ 07000',
        }}
      />,
    );
    expectPhoneAndEmailLinks();
    expect(screen.getByText('Sometown, NJ 07000')).toBeInTheDocument();
    expect(screen.queryByText(site.contact.location)).toBeNull();
  });

  it('lists its links with the button under them', () => {
    renderWithSite(
      <SidebarBox
        section={{
          type: 'sidebarBox',
          heading: 'Our Services',
          links: [
            { label: 'First Service', href: '/services/first' },
            { label: 'Second Service', href: '/services/second' },
          ],
          linksAction: { label: 'Request Quote', intent: 'estimate' },
        }}
      />,
    );
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/first',
      '/services/second',
    ]);
    expect(screen.getByRole('button', { name: 'Request Quote' })).toBeInTheDocument();
  });
});
