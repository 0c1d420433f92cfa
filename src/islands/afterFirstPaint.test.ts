// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintScript } from './afterFirstPaint.ts';

declare global {
  var calls: number;
}

const script = afterFirstPaintScript('function(){globalThis.calls++}');

describe('the after-first-paint script', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs once the first frame has been presented (two frames in), and only once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    globalThis.calls = 0;
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
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    globalThis.calls = 0;
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
    globalThis.calls = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    new Function(script)();
    expect(globalThis.calls).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(globalThis.calls).toBe(1);
  });
});
