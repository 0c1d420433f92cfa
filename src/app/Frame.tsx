import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSite } from '../content/SiteContext.tsx';
import { Header } from './Header/Header.tsx';
import { Footer } from './Footer/Footer.tsx';
import { NotificationOverlay } from './NotificationOverlay/NotificationOverlay.tsx';
import { Splash } from './Splash/Splash.tsx';
import { CONTENT_REVEAL_AT, SPLASH_TIMING, UNSEEN_OPACITY } from './Splash/timing.ts';

export const MAIN_ID = 'main';

// The page is painted under the opaque splash from its first frame (see UNSEEN_OPACITY).
const reveal = keyframes`
  from { opacity: ${UNSEEN_OPACITY}; transform: scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Reveal = styled.div<{ $afterSplash: boolean }>`
  animation: ${reveal} ${SPLASH_TIMING.revealFor}ms ease-out
    ${({ $afterSplash }) => ($afterSplash ? CONTENT_REVEAL_AT : 0)}ms both;
  html[data-splash='skip'] & {
    animation: none;
  }
  /* Without motion there is no intro to wait for: content shows at once. */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.navy};
  font-weight: 700;
  &:focus {
    top: 1rem;
  }
`;

const Main = styled.main`
  display: block;
  padding-top: ${({ theme }) => theme.headerHeight};
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

/** Splash, header, main and footer around a page, with live notifications on top. */
export function Frame({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const splash = site.splash?.enabled !== false;
  return (
    <>
      {splash && (
        <Splash brandName={site.brand.name} tagline={site.brand.tagline} logo={site.brand.logo} />
      )}
      <SkipLink href={`#${MAIN_ID}`}>Skip to main content</SkipLink>
      <Reveal $afterSplash={splash}>
        <Header />
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
        <Footer />
      </Reveal>
      <NotificationOverlay />
    </>
  );
}
