import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSite } from '../../data/SiteContext.tsx';
import type { PageListing } from '../../generated/content.ts';
import { relFor } from '../../shared/links.ts';
import { Container } from '../../ui/Container.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { navCurrent } from './navCurrent.ts';

/**
 * Clear over the page's top, solid once it is scrolled past HEADER_SCROLL_THRESHOLD (in
 * scrollThreshold.ts): the
 * browser keeps `data-scrolled` up to date (client/behaviors/header.ts).
 */
const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  &[data-scrolled='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.navy};
    box-shadow: 0 2px 18px rgba(19, 40, 61, 0.15);
  }
  transition:
    background-color 0.25s ease,
    color 0.25s ease,
    box-shadow 0.25s ease;
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  height: ${({ theme }) => theme.headerHeight};
  @media (min-width: 521px) {
    gap: 1.5rem;
  }
`;

const Brand = styled.a`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin-right: auto;
  color: inherit;
  text-decoration: none;
  font: 700 1.3rem/1.1 ${({ theme }) => theme.font.heading};
  /* Beside the call pill and the menu button, the longest word of the name must still fit. */
  @media (max-width: 359.98px) {
    font-size: 1.1rem;
  }
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
  a[aria-current] {
    border-bottom-color: currentColor;
  }
`;

/**
 * Tap-to-call. On phones it is a pill as tall as the menu button, the icon beside a short word
 * (site.json's phone action, e.g. Call) with the number kept for screen readers; wider, the
 * number itself shows. Either way its name is "Call (973) 555-0142".
 */
const Phone = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  color: inherit;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  .short {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  @media (max-width: 520px) {
    &[data-short] {
      min-height: 44px;
      padding: 0 0.85rem;
      border: 2px solid currentColor;
      border-radius: 999px;
    }
    &[data-short] .short {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
    }
    &[data-short] .number {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

interface HeaderProps {
  /** The shown page's listing group: nav links that name it in `currentFor` mark themselves. */
  currentGroup?: PageListing['group'];
}

export function Header({ currentGroup }: HeaderProps) {
  const { site } = useSite();
  const { pathname } = useLocation();
  const callWord = site.quickActions?.find((action) => action.kind === 'phone')?.label;
  const current = (link: (typeof site.nav)[number]) => navCurrent(link, pathname, currentGroup);

  return (
    <Bar data-scrolled="false">
      <Row>
        <Brand href="/">
          <img src={site.brand.logo} alt="" width={40} height={40} />
          {site.brand.name}
        </Brand>
        <DesktopNav aria-label="Main">
          <ul>
            {site.nav.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel={relFor(link.href)} aria-current={current(link)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </DesktopNav>
        <Phone href={`tel:${site.contact.phoneE164}`} data-short={callWord ? '' : undefined}>
          <PhoneIcon />
          {callWord && <span className="short">{callWord} </span>}
          <span className="number">{site.contact.phoneDisplay}</span>
        </Phone>
        <MobileMenu
          links={site.nav.map((link) => ({ ...link, current: current(link) }))}
          actions={site.quickActions}
        />
      </Row>
    </Bar>
  );
}
