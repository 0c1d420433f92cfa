/** `npm run test:e2e`: Playwright in a real Chromium against the built site (build first). */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium.ts';

const chromium = ensureChromium();
console.log(`Browser tests use ${chromium}`);
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
