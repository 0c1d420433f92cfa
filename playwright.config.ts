import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, resolveChromium } from './scripts/lib/machine/chromium.ts';

/** The built site (as `npm start` serves it) and the development server, on spare ports. */
const sitePort = Number(process.env.E2E_PORT ?? 4174);
const devPort = sitePort + 1;
const siteURL = `http://127.0.0.1:${sitePort}`;
const devURL = `http://127.0.0.1:${devPort}`;
/**
 * Playwright applies `--repeat-each` only to projects nothing depends on, so the site and
 * dev-hydration projects (which backend-down waits for) take it from here; scripts/e2e.ts sets it.
 */
const repeatEach = Number(process.env.E2E_REPEAT_EACH ?? 1);
/**
 * E2E_DEV_SERVER=off starts only the built site's server: for a run of the `site` project alone
 * (`npm run test:e2e:pages`), where the development server would cost a minute's start for nothing.
 */
const devServer = process.env.E2E_DEV_SERVER !== 'off';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    ...devices['Desktop Chrome'],
    // A trace records every action's page and screen: a sixth of the suite's time on a 2-core
    // machine. `npm test` turns it off (E2E_TRACE=off) and keeps a screenshot of a failure; a
    // failing spec run again with `npm run test:e2e -- <file>` leaves its trace.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'site',
      testIgnore: /\.(dev|down)\.spec\.ts$/,
      repeatEach,
      use: { baseURL: siteURL },
    },
    // Development React reports hydration mismatches that the production build stays silent about.
    // A development server transforms on demand and the studio's saves check the whole site, so
    // on a loaded machine an answer takes seconds: its expectations wait up to 15 s.
    {
      name: 'dev-hydration',
      testMatch: /\.dev\.spec\.ts$/,
      repeatEach,
      expect: { timeout: 15_000 },
      use: { baseURL: devURL },
    },
    // Stops the shared backend, so it runs only after every test that needs the backend.
    {
      name: 'backend-down',
      testMatch: /\.down\.spec\.ts$/,
      use: { baseURL: siteURL },
      dependencies: ['site', 'dev-hydration'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      // Global setup owns the backend, over a throwaway database.
      env: { PORT: String(sitePort), LOCAL_BACKEND: 'off' },
      url: `${siteURL}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    ...(devServer
      ? [
          {
            command: 'npx tsx scripts/dev.ts',
            env: { PORT: String(devPort), LOCAL_BACKEND: 'off' },
            url: `${devURL}/`,
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]
      : []),
  ],
});
