import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { SPLASH_REMOVED_AT, SPLASH_TIMING, UNSEEN_OPACITY } from './timing.ts';

// From an unseen but painted opacity, so the intro's first frame already counts as contentful.
const rise = keyframes`
  from { opacity: ${UNSEEN_OPACITY}; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;
const sweep = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;
const fadeOut = keyframes`
  to { opacity: 0; visibility: hidden; }
`;

const [markAt, nameAt, taglineAt, strokeAt] = SPLASH_TIMING.phases;

const phase = (delay: number) => css`
  opacity: ${UNSEEN_OPACITY};
  animation: ${rise} 500ms ease-out ${delay}ms both;
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  background: ${({ theme }) => theme.color.navy};
  color: ${({ theme }) => theme.color.onDark};
  text-align: center;
  animation: ${fadeOut} ${SPLASH_TIMING.fadeOutFor}ms ease ${SPLASH_TIMING.fadeOutAt}ms forwards;
  html[data-splash='skip'] & {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const Mark = styled.img`
  ${phase(markAt)}
`;
const Name = styled.p`
  margin: 0;
  font: 700 clamp(2rem, 6vw, 3.25rem) / 1.1 ${({ theme }) => theme.font.heading};
  ${phase(nameAt)}
`;
const Tagline = styled.p`
  margin: 0;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.gold};
  ${phase(taglineAt)}
`;
const Stroke = styled.span`
  width: 160px;
  height: 4px;
  border-radius: 2px;
  background: ${({ theme }) => theme.color.gold};
  transform-origin: left;
  transform: scaleX(0);
  animation: ${sweep} 500ms ease-out ${strokeAt}ms forwards;
`;

interface SplashProps {
  brandName: string;
  tagline: string;
  logo: string;
}

/**
 * When the overlay's own fade-out ends (at once if it has already ended, or never runs because
 * the intro is skipped). Following the CSS animation rather than a timer keeps script and
 * stylesheet in step however late the script runs. Without the Web Animations API, a timer.
 */
function whenFadedOut(overlay: HTMLElement, done: () => void): () => void {
  if (typeof overlay.getAnimations !== 'function') {
    const skipped =
      document.documentElement.dataset.splash === 'skip' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const remaining = skipped ? 0 : Math.max(0, SPLASH_REMOVED_AT - performance.now());
    const timer = window.setTimeout(done, remaining);
    return () => window.clearTimeout(timer);
  }
  const ending = overlay
    .getAnimations()
    .find((animation) => (animation as CSSAnimation).animationName === fadeOut.getName());
  let cancelled = false;
  const finish = () => {
    if (!cancelled) done();
  };
  if (!ending || ending.playState === 'finished') finish();
  else ending.finished.then(finish, finish);
  return () => {
    cancelled = true;
  };
}

/**
 * The intro is pure CSS over pre-rendered content, so it ends even if scripts fail;
 * script only removes the element when it is done and marks the document.
 */
export function Splash({ brandName, tagline, logo }: SplashProps) {
  const [present, setPresent] = useState(true);
  const overlay = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      whenFadedOut(overlay.current!, () => {
        setPresent(false);
        document.documentElement.dataset.splashComplete = 'true';
      }),
    [],
  );

  if (!present) return null;
  return (
    <Overlay ref={overlay} aria-hidden="true" data-testid="splash">
      <Mark src={logo} alt="" width={72} height={72} />
      <Name>{brandName}</Name>
      <Tagline>{tagline}</Tagline>
      <Stroke />
    </Overlay>
  );
}
