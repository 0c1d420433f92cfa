import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { fakeMatchMedia } from './support/matchMedia.ts';

afterEach(() => cleanup());

// jsdom has no matchMedia; tests that care about reduced motion override this.
if (!window.matchMedia) window.matchMedia = fakeMatchMedia(() => false);
