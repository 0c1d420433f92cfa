import { useEffect, useRef, useState } from 'react';
import { useHasMounted } from './useHasMounted.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

export const COUNT_UP_DURATION_MS = 2000;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * The number a counter shows on its way from 0 to `target`.
 *
 * The server render and hydration show `target`, so the HTML carries the real figure for
 * visitors without JavaScript and for search engines. After hydration the counter waits at 0
 * until `start` turns true, then eases out to exactly `target` over `duration` ms, one step
 * per animation frame. With reduced motion it shows `target` throughout.
 */
export function useCountUp(target: number, start: boolean, duration = COUNT_UP_DURATION_MS) {
  const hydrated = useHasMounted();
  const reducedMotion = usePrefersReducedMotion();
  const animated = hydrated && !reducedMotion;
  const [progress, setProgress] = useState(0);
  // A finished count never restarts, e.g. when reduced motion is switched off and on again.
  const finished = useRef(false);

  useEffect(() => {
    if (!animated || !start || finished.current) return;
    let frame = 0;
    let startedAt: number | undefined;
    const step = (now: number) => {
      startedAt ??= now;
      const next = duration > 0 ? Math.min((now - startedAt) / duration, 1) : 1;
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(step);
      else finished.current = true;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animated, start, duration]);

  return animated ? target * easeOutCubic(progress) : target;
}
