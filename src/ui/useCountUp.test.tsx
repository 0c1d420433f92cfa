import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '../../tests/support/mockIntersectionObserver.ts';
import { useCountUp } from './useCountUp.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useCountUp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits at 0 until started, then eases out to exactly the target in 2 seconds', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(500, start), {
      initialProps: { start: false },
    });
    advance(3000);
    expect(result.current).toBe(0);

    rerender({ start: true });
    advance(1000);
    // Ease-out: well past half-way at half the time, but not there yet.
    expect(result.current).toBeGreaterThan(300);
    expect(result.current).toBeLessThan(500);

    advance(1100);
    expect(result.current).toBe(500);
  });

  it('does not count again once finished', () => {
    const { result, rerender } = renderHook(({ duration }) => useCountUp(98, true, duration), {
      initialProps: { duration: 200 },
    });
    advance(400);
    expect(result.current).toBe(98);
    rerender({ duration: 300 });
    advance(16);
    expect(result.current).toBe(98);
  });

  it('shows the target at once when the visitor prefers reduced motion', () => {
    preferReducedMotion();
    const { result } = renderHook(() => useCountUp(15, false));
    expect(result.current).toBe(15);
  });
});
