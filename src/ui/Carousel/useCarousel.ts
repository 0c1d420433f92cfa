import { useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion.ts';

export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Show the next slide by itself every this many milliseconds; omit for none. */
  autoAdvanceMs?: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * Slide index and controls of a carousel. Moves wrap at both ends. Auto-advance (when asked for)
 * never runs for visitors who prefer reduced motion, pauses while the carousel is hovered or
 * holds focus, and can be paused and resumed by the visitor (WCAG 2.2.2).
 */
export function useCarousel({ count, autoAdvanceMs }: CarouselOptions) {
  const [current, setCurrent] = useState({ index: 0, byVisitor: false });
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const canAutoAdvance = autoAdvanceMs !== undefined && count > 1 && !reducedMotion;
  const running = canAutoAdvance && playing && !hovered && !focused;
  const index = wrap(current.index, count);

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(
      () => setCurrent(({ index: from }) => ({ index: wrap(from + 1, count), byVisitor: false })),
      autoAdvanceMs,
    );
    return () => window.clearTimeout(timer);
  }, [running, index, count, autoAdvanceMs]);

  const goTo = (target: number) => setCurrent({ index: wrap(target, count), byVisitor: true });

  return {
    index,
    count,
    /** The visitor chose the current slide, so it may be announced; false after auto-advance. */
    changedByVisitor: current.byVisitor,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    canAutoAdvance,
    /** The visitor has not paused auto-advance (it may still wait for hover or focus to leave). */
    playing,
    togglePlaying() {
      // Pressing play is an explicit request: start now even though pointer or focus is inside.
      setHovered(false);
      setFocused(false);
      setPlaying(!playing);
    },
    /** Spread on the carousel's root element. */
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur(event: FocusEvent<HTMLElement>) {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
