import styled from 'styled-components';
import type { Link as LinkData, QuickAction } from '../../generated/content.ts';
import { QuickActionButtons } from '../../forms/QuickActionButtons.tsx';
import { MENU_ID } from '../../shared/frameIds.ts';
import { relFor } from '../../shared/links.ts';
import { CONTROL } from '../../ui/controlAttributes.ts';
import { MenuIcon, CloseIcon } from '../../ui/icons.tsx';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 2px solid currentColor;
  border-radius: 10px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
    display: none;
  }
`;

/**
 * A native popover: the platform opens it from the toggle, closes it on Escape (focus back on
 * the toggle) and on a press outside, and puts it above the page, all before any script runs.
 * It covers the page below the header, dimmed, so a press there lands on it, never on a link
 * of the page (the runtime closes the menu on such a press), and the page holds still.
 */
const Overlay = styled.div`
  inset: ${({ theme }) => theme.headerHeight} 0 0;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: rgba(19, 40, 61, 0.55);
  color: inherit;
  :root:has(&:popover-open) {
    overflow: hidden;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
    display: none;
  }
`;

const Panel = styled.div`
  max-height: 100%;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  ul {
    margin: 0;
    padding: 0.5rem 0;
    list-style: none;
  }
  nav a {
    display: block;
    padding: 0.9rem clamp(1rem, 4vw, 2rem);
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
    text-decoration: none;
  }
  nav a[aria-current] {
    background: ${({ theme }) => theme.color.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.gold};
  }
`;

/** The toggle shows the icon of what a press would do. */
const ToggleIcons = styled.span`
  display: contents;
  :root:not(:has(#${MENU_ID}:popover-open)) & > svg:last-child,
  :root:has(#${MENU_ID}:popover-open) & > svg:first-child {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  padding: 1rem clamp(1rem, 4vw, 2rem) 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  > * {
    flex: 1 1 9rem;
    padding-inline: 1rem;
    white-space: nowrap;
  }
`;

interface MobileMenuProps {
  /** The nav links, each with how it marks itself as current. */
  links: readonly (LinkData & { current?: 'page' | 'true' })[];
  /** Call and estimate buttons at the menu's foot (site.json `quickActions`). */
  actions?: readonly QuickAction[];
}

/**
 * Disclosure menu for small screens, over a dimmed, scroll-locked page: a native popover that
 * works before any script. The page's runtime (client/controls/menu.ts) adds what the platform
 * leaves out: it closes when focus leaves it and on any use of its links and buttons, and its
 * estimate button anchors the form to the toggle, which stays in view.
 */
export function MobileMenu({ links, actions }: MobileMenuProps) {
  const overlay = { id: MENU_ID, popover: 'auto' as const, [CONTROL.menu]: '' };
  return (
    <>
      <Toggle type="button" popoverTarget={MENU_ID}>
        <ToggleIcons>
          <MenuIcon />
          <CloseIcon />
        </ToggleIcons>
        <span className="visually-hidden">Menu</span>
      </Toggle>
      <Overlay {...overlay}>
        <Panel>
          <nav aria-label="Mobile">
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} rel={relFor(link.href)} aria-current={link.current}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {actions && (
            <Actions>
              <QuickActionButtons items={actions} inMenu />
            </Actions>
          )}
        </Panel>
      </Overlay>
    </>
  );
}
