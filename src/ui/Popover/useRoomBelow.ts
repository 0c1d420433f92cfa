import { useLayoutEffect, useRef } from 'react';

const SLACK = 8;

/** Whether the element scrolls with the page (no fixed or sticky ancestor holds it in place). */
function movesWithPage(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return false;
  }
  return true;
}

/**
 * Once, as the popover opens: when it would not fit below its trigger but scrolling the page
 * can make the room, scroll just enough (keeping the trigger under the fixed header). The
 * popover then opens below its button instead of flipping over the content above it.
 */
export function useRoomBelow(
  anchor: HTMLElement,
  floating: HTMLElement | null,
  { gap, margin }: { gap: number; margin: number },
) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (!floating || done.current) return;
    done.current = true;
    if (!movesWithPage(anchor)) return;
    const trigger = anchor.getBoundingClientRect();
    // A few pixels to spare, so rounding never makes the popover miss the room by one.
    const need = floating.offsetHeight + gap + margin + SLACK;
    const shortBy = need - (window.innerHeight - trigger.bottom);
    if (shortBy <= 0) return;
    const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const by = Math.min(shortBy, trigger.top - header - margin);
    if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
  }, [anchor, floating, gap, margin]);
}
