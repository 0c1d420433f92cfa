import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The point where a page's opening (its hero) ends, marked by the page layout. `undefined`
 * outside a page (a story): there is no opening to wait for.
 */
export const OpeningEndContext = createContext<HTMLElement | null | undefined>(undefined);

/**
 * True while the page's opening is scrolled up out of the viewport. Read on scroll rather than
 * by an IntersectionObserver, which misses a jump from below the viewport to above it (End, an
 * anchor link, restored scroll).
 */
export function useOpeningScrolledAway(): boolean {
  const marker = useContext(OpeningEndContext);
  const [away, setAway] = useState(marker === undefined);
  useEffect(() => {
    if (!marker) return;
    const update = () => setAway(marker.getBoundingClientRect().top < 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [marker]);
  return away;
}
