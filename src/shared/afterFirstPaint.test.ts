// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintScript } from './afterFirstPaint.ts';

declare global {
  var calls: number;
}

const script = afterFirstPaintScript('function(){globalThis.calls++}');

describe('the after-first-paint script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs after the browser reports the first contentful paint, and only once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let report!: (names: string[]) => void;
    const observed: unknown[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        report = (names) =>
          callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) },
            this,
          );
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = () => {
          throw new Error('reported after disconnect');
        };
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    globalThis.calls = 0;
    new Function(script)();
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    report(['first-paint']);
    vi.runOnlyPendingTimers();
    expect(globalThis.calls, 'after a paint with no content').toBe(0);
    report(['first-contentful-paint']);
    vi.runOnlyPendingTimers();
    expect(globalThis.calls).toBe(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(globalThis.calls, 'after the tab is shown again').toBe(1);
  });

  describe('without paint timing', () => {
    beforeEach(() => {
      vi.stubGlobal('PerformanceObserver', undefined);
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
      globalThis.calls = 0;
    });

    it('runs once the first frame has been presented (two frames in)', () => {
      new Function(script)();
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(globalThis.calls, 'after the first frame').toBe(0);
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(globalThis.calls).toBe(1);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(globalThis.calls, 'after the tab is shown again').toBe(1);
    });

    it('waits for the document to be parsed', () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      new Function(script)();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
      expect(globalThis.calls).toBe(0);
      readyState.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(globalThis.calls).toBe(1);
    });

    it('runs in a background tab as soon as it is shown, without waiting for frames', () => {
      vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
      new Function(script)();
      expect(globalThis.calls).toBe(0);
      document.dispatchEvent(new Event('visibilitychange'));
      expect(globalThis.calls).toBe(1);
    });
  });
});
