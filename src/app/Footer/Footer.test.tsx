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

  it('lets the e-mail address wrap only before its "@", never inside the domain', () => {
    renderWithSite(<Footer />);
    const link = screen.getByRole('link', { name: site.contact.email });
    const [name, domain] = [...link.querySelectorAll('span')];
    const at = site.contact.email.lastIndexOf('@');
    expect(name).toHaveTextContent(site.contact.email.slice(0, at));
    expect(domain).toHaveTextContent(site.contact.email.slice(at));
    for (const part of [name!, domain!]) expect(getComputedStyle(part).whiteSpace).toBe('nowrap');
    expect(link.querySelector('wbr')?.nextElementSibling).toBe(domain);
  });

  it('shows social networks as placeholders, not links', () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole('list', { name: /social media/i });
    expect(within(social).getAllByRole('listitem')).toHaveLength(site.footer.social.length);
    expect(within(social).queryAllByRole('link')).toHaveLength(0);
  });

  it('links a network to its profile once site.json names the profile’s address', () => {
    const url = 'https://www.houzz.com/pro/ridgeline-painting';
    const siteData = {
      ...site,
      footer: { ...site.footer, social: ['facebook' as const, { network: 'houzz' as const, url }] },
    };
    renderWithSite(<Footer />, { siteData });
    const social = screen.getByRole('list', { name: 'Social media profiles' });
    expect(within(social).getAllByRole('listitem')).toHaveLength(2);
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Houzz (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', url);
    expect(links[0]).toHaveAttribute('rel', 'me noopener noreferrer');
  });

  it('shows the NJ HIC registration number only once it is written, never the placeholder', () => {
    renderWithSite(<Footer />);
    expect(site.hicRegistration).toContain('TODO(author):');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/HIC|TODO/);
  });

  it('shows a written NJ HIC registration number', () => {
    renderWithSite(<Footer />, { siteData: { ...site, hicRegistration: '13VH09876543' } });
    expect(screen.getByText('NJ HIC Reg. #13VH09876543')).toBeInTheDocument();
  });

  it('prints the current year in the copyright line', () => {
    renderWithSite(<Footer />);
    expect(screen.getByTestId('copyright-year')).toHaveTextContent(
      String(new Date().getFullYear()),
    );
  });
});
