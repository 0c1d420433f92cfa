import styled, { css, keyframes } from 'styled-components';
import { SPLASH_MARK, SPLASH_TIMING, UNSEEN_OPACITY } from '../../shared/splashTiming.ts';

// From an unseen but painted opacity, so the splash's first frame already counts as contentful.
const rise = keyframes`
  from { opacity: ${UNSEEN_OPACITY}; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;
const sweep = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;
// Opacity only, which the compositor animates alone; the overlay never takes a press (below).
const fadeOut = keyframes`
  to { opacity: 0; }
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
  /* Decoration over the page: presses reach the page, also after the fade when scripts fail. */
  pointer-events: none;
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
 * The splash is pure CSS over pre-rendered content, so it ends even if scripts fail; the browser
 * runtime removes it when its fade-out ends and marks the document (client/behaviors/splash.ts).
 */
export function Splash({ brandName, tagline, logo }: SplashProps) {
  return (
    <Overlay
      aria-hidden="true"
      data-testid="splash"
      {...{ [SPLASH_MARK]: '' }}
      data-fade-out={fadeOut.getName()}
    >
      <Mark src={logo} alt="" width={72} height={72} />
      <Name>{brandName}</Name>
      <Tagline>{tagline}</Tagline>
      <Stroke />
    </Overlay>
  );
}
