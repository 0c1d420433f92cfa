import { useEffect, useState } from 'react';

/**
 * Whether the element, with `reserved` px of the viewport's height kept free (a fixed header
 * above it, a margin below), fits on screen. Followed as the element changes size (an FAQ
 * opens) and as the window does. False until measured, so without script nothing relies on it.
 */
export function useFitsViewport(element: HTMLElement | null, reserved: number): boolean {
  const [fits, setFits] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setFits(element.offsetHeight + reserved <= window.innerHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element, reserved]);
  return fits;
}
