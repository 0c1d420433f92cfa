import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../tests/support/render.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

describe('NotFoundPage', () => {
  it("opens with the site's hero: heading, estimate button and phone link", () => {
    renderWithSite(<NotFoundPage />);
    const hero = screen.getByRole('region', { name: 'Page not found' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(within(hero).getByRole('button', { name: 'Request Your Free Estimate' })).toBeVisible();
    expect(within(hero).getByRole('link', { name: /555/ })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('offers every main page as a card with a sentence about it, and the legal pages', () => {
    renderWithSite(<NotFoundPage />);
    const cards = within(screen.getByRole('region', { name: 'Where would you like to go?' }))
      .getAllByRole('listitem')
      .map((card) => ({
        href: within(card).getByRole('link').getAttribute('href'),
        text: within(card).getByRole('paragraph').textContent,
      }));
    expect(cards.map((card) => card.href)).toEqual(site.nav.map((link) => link.href));
    for (const card of cards) expect(card.text!.length).toBeGreaterThan(20);
    const legal = screen.getByRole('navigation', { name: 'Legal pages' });
    for (const link of site.footer.legalLinks) {
      expect(within(legal).getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  });
});
