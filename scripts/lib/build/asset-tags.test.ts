// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredEntryLoader } from './asset-tags.ts';

const loader = deferredEntryLoader('assets/entry-client-abc.js', ['assets/shared-def.js']);
const moduleScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('the client entry loader', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the entry and its imports once the first frame has been presented, once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    new Function(loader)();
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(moduleScripts()).toEqual(['/assets/entry-client-abc.js']);
    expect(preloads()).toEqual(['/assets/shared-def.js']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts(), 'the entry, added once').toHaveLength(1);
  });
});
