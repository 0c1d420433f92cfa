import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { SlowFirstSequencer } from './tests/support/slowFirstSequencer.ts';

// These files wire the page's browser code to document and window (listeners that outlive the
// file) or replace modules with vi.mock, which holds only for a module loaded fresh: each keeps
// an isolated jsdom. The other DOM files share a worker's jsdom and module cache, which saves
// setting up jsdom for every file.
const domFilesThatNeedIsolation = ['src/client/**/*.test.tsx', 'src/studio/**/*.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Hang detectors, not speed goals: on a loaded 2-core machine a first render can take 5 s.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where most
      // of the slow files (backend, build, validate) wait on other processes rather than compute.
      maxWorkers: 2,
      sequence: { sequencer: SlowFirstSequencer },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'scripts/**/*.test.ts',
              'content/**/*.test.ts',
              'src/**/*.test.ts',
              'supabase/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            exclude: domFilesThatNeedIsolation,
            setupFiles: ['./tests/setup-dom.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: domFilesThatNeedIsolation,
            setupFiles: ['./tests/setup-dom.ts'],
          },
        },
      ],
    },
  }),
);
