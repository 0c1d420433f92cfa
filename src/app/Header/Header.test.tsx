import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { Header } from './Header.tsx';

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });

describe('Header', () => {
  it('links every nav entry from site.json, in order, and a click-to-call phone', () => {
    const { container } = renderWithSite(<Header />);
    // The desktop nav is display:none at jsdom's default width, so read it from the DOM.
    const nav = container.querySelector('nav[aria-label="Main"]')!;
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(site.nav.map((link) => link.label));
    expect(screen.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
  });

  it('turns solid only once the page is scrolled past 50 px', () => {
    renderWithSite(<Header />);
    const header = screen.getByRole('banner');
    scrollTo(50);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the mobile menu and closes it when a link navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: site.nav[1]!.label }));
    expect(router.state.location.pathname).toBe(site.nav[1]!.href);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu on any navigation, not only its own links', async () => {
    const user = userEvent.setup();
    const { router } = renderWithSite(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate(site.nav[2]!.href));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
