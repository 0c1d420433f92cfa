import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSite } from '../data/SiteContext.tsx';
import { EstimateProvider } from '../forms/EstimateContext.tsx';
import { EstimateOverlay } from '../forms/EstimateForm/EstimateOverlay.tsx';
import { Header } from './Header/Header.tsx';
import { Footer } from './Footer/Footer.tsx';
import { NotificationOverlay } from './NotificationOverlay/NotificationOverlay.tsx';
import { Splash } from './Splash/Splash.tsx';
import {
  CONTENT_REVEAL_AT,
  CONTENT_UNCOVER_FOR,
  CONTENT_UNCOVERED_AT,
  SPLASH_TIMING,
  UNSEEN_OPACITY,
} from '../shared/splashTiming.ts';
import { useCurrentPage } from './useCurrentPage.ts';
import { MAIN_ID } from '../shared/frameIds.ts';

// The page is painted under the opaque splash from its first frame (see UNSEEN_OPACITY) and is
// fully opaque by the time the splash fades, so the splash cross-fades into it; it then settles
// into place after the splash is gone. Both animations fill backwards only: once they end they
// leave no style behind, so nothing stays transformed.
const uncover = keyframes`
  from { opacity: ${UNSEEN_OPACITY}; }
  to { opacity: 1; }
`;
const settle = keyframes`
  from { transform: scale(0.98); }
  to { transform: none; }
`;

/**
 * A transformed ancestor makes `position: fixed` descendants scroll with it, so the settle
 * scales the page's blocks one by one, never a box that holds the header, the mobile bottom bar
 * or anything else marked `data-stays-on-screen`. Opacity does not affect fixed positioning.
 */
const Reveal = styled.div<{ $afterSplash: boolean }>`
  animation: ${uncover} ${CONTENT_UNCOVER_FOR}ms linear
    ${({ $afterSplash }) => ($afterSplash ? CONTENT_UNCOVERED_AT - CONTENT_UNCOVER_FOR : 0)}ms
    backwards;
  & > main > :not([data-stays-on-screen]),
  & > footer {
    animation: ${settle} ${SPLASH_TIMING.revealFor}ms ease-out
      ${({ $afterSplash }) => ($afterSplash ? CONTENT_REVEAL_AT : 0)}ms backwards;
  }
  html[data-splash='skip'] &,
  html[data-splash='skip'] & > main > *,
  html[data-splash='skip'] & > footer {
    animation: none;
  }
  /* Without motion there is no splash to wait for: content shows at once. */
  @media (prefers-reduced-motion: reduce) {
    &,
    & > main > *,
    & > footer {
      animation: none;
    }
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

interface FrameProps {
  children: ReactNode;
  /**
   * A preview of the page (Storybook's page stories): it shows at once, without the splash, and
   * without live notifications, which would connect to a backend a preview does not have.
   */
  preview?: boolean;
}

/** Splash, header, main and footer around a page, with live notifications on top. */
export function Frame({ children, preview = false }: FrameProps) {
  const { site } = useSite();
  const page = useCurrentPage();
  const splash = !preview && site.splash?.enabled !== false;
  const presentation = page?.estimateForm ?? 'dialog';
  const content = (
    <>
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </>
  );
  if (preview) {
    return (
      <EstimateProvider value={presentation}>
        <Header currentGroup={page?.listing?.group} />
        {content}
        <EstimateOverlay presentation={presentation} />
      </EstimateProvider>
    );
  }
  return (
    <EstimateProvider value={presentation}>
      {splash && (
        <Splash brandName={site.brand.name} tagline={site.brand.tagline} logo={site.brand.logo} />
      )}
      <SkipLink href={`#${MAIN_ID}`}>Skip to main content</SkipLink>
      {/* Outside the reveal: it stays on screen, and under the opaque splash it needs no fade. */}
      <Header currentGroup={page?.listing?.group} />
      <Reveal $afterSplash={splash}>{content}</Reveal>
      <EstimateOverlay presentation={presentation} />
      <NotificationOverlay />
    </EstimateProvider>
  );
}
