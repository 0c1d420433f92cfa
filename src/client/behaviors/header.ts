import { HEADER_SCROLL_THRESHOLD } from '../../app/Header/scrollThreshold.ts';

/** Keeps the header's `data-scrolled` true while the page is scrolled past the threshold. */
export function headerScrollState(root: ParentNode = document): void {
  const header = root.querySelector<HTMLElement>('header[data-scrolled]');
  if (!header) return;
  const update = () => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLL_THRESHOLD);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
