/**
 * A page's sidebar stays in view (`data-sticky`) only while all of it fits on screen with the
 * space its `data-sticky-reserve` names (the fixed header, margins) kept free. Followed as it
 * changes size (an FAQ opens) and as the window does.
 */
export function stickySidebar(root: ParentNode = document): void {
  for (const aside of root.querySelectorAll<HTMLElement>('[data-sticky-reserve]')) {
    const reserve = Number(aside.dataset.stickyReserve);
    const measure = () => {
      aside.dataset.sticky = String(aside.offsetHeight + reserve <= window.innerHeight);
    };
    measure();
    new ResizeObserver(measure).observe(aside);
    window.addEventListener('resize', measure);
  }
}
