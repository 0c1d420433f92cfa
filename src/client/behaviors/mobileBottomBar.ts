import { OPENING_END_ID } from '../../islands/openingEndMark.ts';

/**
 * Shows the phones' mobile bottom bar once the page's opening (its hero) has scrolled up out of
 * view. Read on scroll rather than by an IntersectionObserver, which misses a jump from below
 * the viewport to above it (End, an anchor link, restored scroll).
 */
export function showMobileBottomBarAfterOpening(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>('[data-mobile-bottom-bar]');
  if (!bar) return;
  const openingEnd = root.querySelector(`#${OPENING_END_ID}`);
  const update = () => {
    bar.dataset.shown = String(!openingEnd || openingEnd.getBoundingClientRect().top < 0);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
}
