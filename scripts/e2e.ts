/**
 * `npm run test:e2e`: Playwright in a real Chromium against the built site (build first), and
 * the first-visit checks again in Firefox ESR.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/machine/chromium.ts';
import { ensureFirefox } from './lib/machine/firefox.ts';

const chromium = ensureChromium();
const firefox = ensureFirefox();
console.log(`Browser tests use ${chromium} and ${firefox}`);
const args = process.argv.slice(2);
// playwright.config.ts hands the count to the projects Playwright itself would not repeat.
const repeatAt = args.findIndex((arg) => arg.startsWith('--repeat-each'));
const repeatEach = repeatAt < 0 ? undefined : (args[repeatAt]!.split('=')[1] ?? args[repeatAt + 1]);
const result = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    FIREFOX_PATH: firefox,
    ...(repeatEach ? { E2E_REPEAT_EACH: repeatEach } : {}),
  },
});
process.exit(result.status ?? 1);
