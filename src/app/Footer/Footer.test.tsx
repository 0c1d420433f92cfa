import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, serviceLinks, site } from '../../../tests/support/render.tsx';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('lists quick links, the derived service links and the legal links', () => {
    renderWithSite(<Footer />);
    const names = (label: string) =>
      within(screen.getByRole('navigation', { name: label }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(names('Quick Links')).toEqual(site.footer.quickLinks.map((l) => l.href));
    expect(names('Our Services')).toEqual(serviceLinks.map((l) => l.href));
    expect(names('Legal')).toEqual(site.footer.legalLinks.map((l) => l.href));
  });

  it('shows location, phone and e-mail as contact details', () => {
    renderWithSite(<Footer />);
    expect(screen.getByText(site.contact.location)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
  });

  it('shows social networks as placeholders, not links', () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole('list', { name: /social media/i });
    expect(within(social).getAllByRole('listitem')).toHaveLength(site.footer.social.length);
    expect(within(social).queryAllByRole('link')).toHaveLength(0);
  });

  it('prints the current year in the copyright line', () => {
    renderWithSite(<Footer />);
    expect(screen.getByTestId('copyright-year')).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });
});
