import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeMatchMedia } from './matchMedia.ts';

interface Watcher {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  targets: Set<Element>;
}

/**
 * Replaces IntersectionObserver (jsdom has none) with one the test drives: `scrollIntoView`
 * reports elements as a given share visible, as the browser would while the visitor scrolls.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function mockIntersectionObserver() {
  const watchers = new Set<Watcher>();

  class MockIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly scrollMargin = '0px';
    readonly thresholds: readonly number[];
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const threshold = options?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      this.watcher = { callback, observer: this, targets: new Set() };
      watchers.add(this.watcher);
    }
    observe(target: Element) {
      this.watcher.targets.add(target);
    }
    unobserve(target: Element) {
      this.watcher.targets.delete(target);
    }
    disconnect() {
      watchers.delete(this.watcher);
    }
    takeRecords() {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', MockIntersectionObserver);

  return {
    /** Reports `ratio` (0-1) of each watched element inside `within` (default: all) as visible. */
    scrollIntoView(ratio: number, within?: Element) {
      act(() => {
        for (const { callback, observer, targets } of [...watchers]) {
          const entries = [...targets]
            .filter((target) => !within || within.contains(target))
            .map((target) => entryFor(target, ratio));
          if (entries.length) callback(entries, observer);
        }
      });
    },
  };
}

function entryFor(target: Element, ratio: number): IntersectionObserverEntry {
  const rect = target.getBoundingClientRect();
  return {
    target,
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: rect,
    intersectionRect: rect,
    rootBounds: null,
    time: performance.now(),
  };
}

/** Makes `(prefers-reduced-motion: reduce)` match. Undo with `vi.unstubAllGlobals()`. */
export function preferReducedMotion() {
  vi.stubGlobal(
    'matchMedia',
    fakeMatchMedia((query) => query.includes('prefers-reduced-motion: reduce')),
  );
}
