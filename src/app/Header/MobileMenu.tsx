import { useEffect, useId, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { Link } from '../../generated/content.ts';
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

const Panel = styled.nav`
  position: absolute;
  inset: ${({ theme }) => theme.headerHeight} 0 auto;
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
  a {
    display: block;
    padding: 0.9rem clamp(1rem, 4vw, 2rem);
    color: ${({ theme }) => theme.color.navy};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
    display: none;
  }
`;

interface MobileMenuProps {
  links: readonly Link[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scrolled: boolean;
}

/** Disclosure menu for small screens: Escape closes it and returns focus to the toggle. */
export function MobileMenu({ links, open, onOpenChange }: MobileMenuProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
      </Toggle>
      <Panel id={panelId} aria-label="Mobile" hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end onClick={() => onOpenChange(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}
