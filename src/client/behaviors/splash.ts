import { SPLASH_REMOVED_AT, SPLASH_SELECTOR } from '../../shared/splashTiming.ts';

/** When the animation ends, or (no Web Animations API) when the specification's timing says. */
function whenEnded(splash: HTMLElement, done: () => void): void {
  if (typeof splash.getAnimations !== 'function') {
    const skipped = getComputedStyle(splash).display === 'none';
    window.setTimeout(done, skipped ? 0 : Math.max(0, SPLASH_REMOVED_AT - performance.now()));
    return;
  }
  const fadeOut = splash
    .getAnimations()
    .find((animation) => (animation as CSSAnimation).animationName === splash.dataset.fadeOut);
  if (!fadeOut || fadeOut.playState === 'finished') done();
  else fadeOut.finished.then(done, done);
}

/**
 * When the splash's own fade-out ends (at once if it has ended, or never runs because the splash
 * is skipped or motion is reduced), the splash leaves the page and the document is marked
 * `data-splash-complete`. Following the CSS animation rather than a timer keeps script and
 * stylesheet in step however late the script runs.
 */
export function removeSplashWhenDone(root: Document = document): void {
  const splash = root.querySelector<HTMLElement>(SPLASH_SELECTOR);
  const done = () => {
    splash?.remove();
    root.documentElement.dataset.splashComplete = 'true';
  };
  if (splash) whenEnded(splash, done);
  else done();
}
