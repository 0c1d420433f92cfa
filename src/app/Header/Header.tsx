import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../content/SiteContext.tsx';
import { Container } from '../../ui/Container.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { useScrolledPast } from './useScrolledPast.ts';
import { MobileMenu } from './MobileMenu.tsx';

export const HEADER_SCROLL_THRESHOLD = 50;

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  background: ${({ $scrolled, theme }) => ($scrolled ? theme.color.surface : theme.color.navy)};
  color: ${({ $scrolled, theme }) => ($scrolled ? theme.color.navy : theme.color.onDark)};
  box-shadow: ${({ $scrolled }) => ($scrolled ? '0 2px 18px rgba(19, 40, 61, 0.15)' : 'none')};
  transition:
    background-color 0.25s ease,
    color 0.25s ease,
    box-shadow 0.25s ease;
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  height: ${({ theme }) => theme.headerHeight};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin-right: auto;
  color: inherit;
  text-decoration: none;
  font: 700 1.3rem/1.1 ${({ theme }) => theme.font.heading};
`;

const DesktopNav = styled.nav`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.nav}) {
    display: block;
  }
  ul {
    display: flex;
    gap: 1.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: none;
    padding-block: 0.4rem;
    border-bottom: 2px solid transparent;
  }
  a:hover,
  a[aria-current='page'] {
    border-bottom-color: currentColor;
  }
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  @media (max-width: 520px) {
    span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

export function Header() {
  const { site } = useSite();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    setMenuOpen(false);
  }, [location.key]);

  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Row>
        <Brand to="/">
          <img src={site.brand.logo} alt="" width={40} height={40} />
          {site.brand.name}
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Phone href={`tel:${site.contact.phoneE164}`}>
          <PhoneIcon />
          <span>{site.contact.phoneDisplay}</span>
        </Phone>
        <MobileMenu
          links={site.nav}
          open={menuOpen}
          onOpenChange={setMenuOpen}
          scrolled={scrolled}
        />
      </Row>
    </Bar>
  );
}
