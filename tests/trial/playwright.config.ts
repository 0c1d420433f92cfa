/**
 * The author's trial (`npm run trial:author`): one Playwright run against the studio of the
 * checkout it is started in, which writes the new town into that checkout's own pages-json/.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, resolveChromium } from '../../scripts/lib/machine/chromium.ts';

const port = Number(process.env.TRIAL_PORT ?? 4190);

export default defineConfig({
  testDir: '.',
  testMatch: /\.trial\.ts$/,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 1_200_000,
  expect: { timeout: 30_000 },
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'npx tsx scripts/dev.ts',
    cwd: '../..',
    env: { PORT: String(port), LOCAL_BACKEND: 'off' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
