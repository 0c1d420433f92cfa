import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Every route change scrolls smoothly to the top (or to the #anchor it names) and moves
 * focus to the main landmark so screen-reader users start at the new content.
 */
export function useScrollToTopOnNavigate(mainId: string) {
  const location = useLocation();
  const initial = useRef(true);

  useEffect(() => {
    if (initial.current) {
      initial.current = false;
      return;
    }
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location.key, location.hash, mainId]);
}
