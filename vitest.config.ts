import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { SlowFirstSequencer } from './tests/support/slowFirstSequencer.ts';

// These files wire the page's browser code to document and window (listeners that outlive the
// file) or replace modules with vi.mock, which holds only for a module loaded fresh: each keeps
// an isolated jsdom. The other DOM files share a worker's jsdom and module cache, which saves
// setting up jsdom for every file.
const domFilesThatNeedIsolation = ['src/client/**/*.test.tsx', 'src/studio/**/*.test.tsx'];

/**
 * The tests that need a database, a server (the studio's, the backend's), a build or the
 * project's scripts run as processes: the `integration` project, left out of `npm run check`
 * (docs/testing.md). The rest are `unit`.
 */
const INTEGRATION_FILES = [
  'scripts/*.test.ts',
  'scripts/lib/build/build-site.test.ts',
  'scripts/lib/build/images-*.test.ts',
  'scripts/lib/machine/localBackend.test.ts',
  'scripts/lib/media/add-*.test.ts',
  'scripts/lib/studio/{api,formatted-save,library-route,migrated-open,photo-route,video-route}.test.ts',
  'scripts/lib/dev/added-photos.test.ts',
  'content/atomic-write.test.ts',
  'content/migrate-folder.test.ts',
  'supabase/local/*.test.ts',
  'supabase/local/db/fairQueue.test.ts',
  'supabase/local/realtime/fanout.test.ts',
];
const NODE_FILES = [
  'scripts/**/*.test.ts',
  'content/**/*.test.ts',
  'src/**/*.test.ts',
  'supabase/**/*.test.ts',
];

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
            name: 'unit',
            environment: 'node',
            include: NODE_FILES,
            exclude: [...configDefaults.exclude, ...INTEGRATION_FILES],
          },
        },
        {
          extends: true,
          test: { name: 'integration', environment: 'node', include: INTEGRATION_FILES },
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
