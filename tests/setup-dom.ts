import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { fakeMatchMedia } from './support/matchMedia.ts';

afterEach(() => cleanup());

// findBy*/waitFor give up after this long (1 s by default): a hang detector, not a speed goal,
// since a render on a busy 2-core machine can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; tests that care about reduced motion override this.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);

// jsdom lays nothing out, so it has no ResizeObserver; sizes never change there.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// In the shared jsdom (vitest.config.ts) a file starts on what the last one left in the page.
document.body.replaceChildren();
