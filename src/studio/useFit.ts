/**
 * The scale at which a page drawn `width` px wide fits the box it is shown in, and the height the
 * page needs so that, scaled, it fills the box: the preview shows the whole width, never clipped.
 */
import { useLayoutEffect, useState } from 'react';

export function useFit(width: number) {
  const [element, box] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width, height: 600 });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const scale = Math.min(1, size.width / width);
  return { box, scale, height: Math.max(1, Math.floor(size.height / scale)) };
}
