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

  it('adds the entry and its imports only after the first animation frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    new Function(loader)();
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(moduleScripts()).toEqual(['/assets/entry-client-abc.js']);
    expect(preloads()).toEqual(['/assets/shared-def.js']);
  });

  it('waits for the document to be parsed, and starts the client once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    new Function(loader)();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(moduleScripts()).toEqual([]);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(moduleScripts()).toEqual(['/assets/entry-client-abc.js']);
  });
});
