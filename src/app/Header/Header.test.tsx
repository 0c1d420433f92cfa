import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { Header } from './Header.tsx';

/** A call link's name: the short word, then the number. */
const callName = (word: string) => (name: string) =>
  name.startsWith(word) && name.endsWith(site.contact.phoneDisplay);

describe('Header', () => {
  it('links every nav entry from site.json, in order, and a click-to-call phone', () => {
    const { container } = renderWithSite(<Header />);
    // The desktop nav is display:none at jsdom's default width, so read it from the DOM.
    const nav = container.querySelector('nav[aria-label="Main"]')!;
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(site.nav.map((link) => link.label));
    // Phones see the site's short word (e.g. Call) beside the icon, wider screens the number.
    const callWord = site.quickActions!.find((action) => action.kind === 'phone')!.label;
    expect(screen.getByRole('link', { name: callName(callWord) })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('marks a nav link current on its own page, and on pages of the listing groups it names', () => {
    const section = site.nav.find((link) => link.currentFor?.length)!;
    const others = site.nav.filter((link) => link !== section);
    const currentLinks = (container: HTMLElement) =>
      [...container.querySelectorAll('nav[aria-label="Main"] a[aria-current]')].map((a) => [
        a.textContent,
        a.getAttribute('aria-current'),
      ]);
    for (const group of section.currentFor!) {
      const { container, unmount } = renderWithSite(<Header currentGroup={group} />, {
        path: '/some/listed-page',
      });
      expect(currentLinks(container)).toEqual([[section.label, 'true']]);
      unmount();
    }
    const { container } = renderWithSite(<Header currentGroup="main" />, { path: others[1]!.href });
    expect(currentLinks(container)).toEqual([[others[1]!.label, 'page']]);
  });

  // jsdom has no popover: the end-to-end tests open, dismiss and use the menu in Chromium and
  // Firefox, before any script has run and after.
  it('has a phone menu the browser opens by itself: a popover the toggle names', () => {
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    const nav = within(menu).getByRole('navigation', { name: 'Mobile', hidden: true });
    // Every page is a document of its own: the links are ones the browser follows.
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(site.nav.map((link) => [link.label, link.href]));
  });

  it("offers the site's call and estimate actions in the menu, the estimate one marked as the menu's", () => {
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = within(document.getElementById(toggle.getAttribute('popovertarget')!)!);
    const [call, estimate] = site.quickActions!;
    expect(menu.getByRole('link', { name: callName(call!.label), hidden: true })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
    expect(menu.getByRole('button', { name: estimate!.label, hidden: true })).toHaveAttribute(
      'data-intent',
      'menu-estimate',
    );
  });

  it('gives a nav link that leaves the site rel="noopener noreferrer", in both menus', () => {
    const away = { label: 'Reviews', href: 'https://www.houzz.com/pro/ridgeline-painting' };
    const siteData = { ...site, nav: [...site.nav, away] };
    const { container } = renderWithSite(<Header />, { siteData });
    const links = [...container.querySelectorAll('nav a')];
    const leaving = links.filter((a) => a.getAttribute('href') === away.href);
    expect(leaving).toHaveLength(2);
    for (const a of leaving) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    for (const a of links.filter((a) => a.getAttribute('href')!.startsWith('/')))
      expect(a).not.toHaveAttribute('rel');
  });
});
