import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite, site } from '../../../tests/support/render.tsx';
import { EstimateProvider } from '../../forms/EstimateContext.tsx';
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

  it('opens the mobile menu, whose links lead to their pages and close it when followed', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    const link = within(menu).getByRole('link', { name: site.nav[1]!.label });
    // Every page is a document of its own: the link is one the browser follows.
    expect(link).toHaveAttribute('href', site.nav[1]!.href);
    await user.click(link);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(menu).not.toBeVisible();
  });

  it('dims and holds the page under the open menu; pressing it, or moving focus away, closes the menu', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <Header />
        <button type="button">Page button</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    // The backdrop sits between the toggle and the menu it dims the page for.
    const backdrop = toggle.nextElementSibling as HTMLElement;
    expect(getComputedStyle(backdrop).position).toBe('fixed');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(backdrop);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(document.documentElement.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => screen.getByRole('button', { name: 'Page button' }).focus());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("offers the site's call and estimate actions in the menu; the estimate form opens from the toggle", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderWithSite(
      <EstimateProvider value={{ open }}>
        <Header />
      </EstimateProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = within(document.getElementById(toggle.getAttribute('aria-controls')!)!);
    const [call, estimate] = site.quickActions!;
    expect(menu.getByRole('link', { name: callName(call!.label) })).toHaveAttribute(
      'href',
      `tel:${site.contact.phoneE164}`,
    );
    await user.click(menu.getByRole('button', { name: estimate!.label }));
    expect(open).toHaveBeenCalledWith(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
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
