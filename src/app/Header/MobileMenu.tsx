import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { island } from '../../islands/island.tsx';
import type { Link as LinkData, QuickAction } from '../../generated/content.ts';
import { QuickActionButtons } from '../../forms/QuickActionButtons.tsx';
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

/** The page under the open menu, dimmed; pressing it closes the menu. */
/**
 * A plain element, not Floating UI's overlay: the header is on every page, and importing that
 * library here would put all of it (which only the estimate form needs) in every page's script.
 */
const Backdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.headerHeight} 0 0;
  z-index: 0;
  background: rgba(19, 40, 61, 0.55);
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  z-index: 1;
  inset: ${({ theme }) => theme.headerHeight} 0 auto;
  max-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
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
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
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
 * Disclosure menu for small screens, over a dimmed, scroll-locked page. It closes on Escape
 * (focus back on the toggle), on a press outside, when focus leaves it, and on any use of its
 * links and buttons. Its estimate button anchors the form to the toggle, which stays in view.
 */
export function MobileMenu({ links, actions }: MobileMenuProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page under the dimmed backdrop stays where it is while the menu is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.style.overflow = overflow;
    };
  }, [open]);

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
  };

  return (
    <div onBlur={closeWhenFocusLeaves} style={{ display: 'contents' }}>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </Toggle>
      {open && <Backdrop onClick={close} />}
      <Panel id={panelId} hidden={!open}>
        <nav aria-label="Mobile">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={link.current} onClick={close}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {actions && (
          <Actions>
            <QuickActionButtons
              items={actions}
              onUse={close}
              estimateAnchor={() => toggleRef.current}
            />
          </Actions>
        )}
      </Panel>
    </div>
  );
}

/** The menu as the page ships it: pre-rendered, hydrated on the visitor's first use. */
export const MobileMenuIsland = island('MobileMenu', MobileMenu, 'interaction');
