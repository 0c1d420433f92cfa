import { existsSync } from 'node:fs';
import { aptInstall } from './apt.ts';

/**
 * The second engine of the browser tests: Debian's Firefox ESR, driven over WebDriver BiDi by
 * puppeteer-core (Playwright's own Firefox is a patched build it would have to download).
 */
const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';

/** FIREFOX_PATH, else Debian's /usr/bin/firefox-esr, if it exists. */
export function resolveFirefox(): string | undefined {
  const fromEnv = process.env.FIREFOX_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`FIREFOX_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  return existsSync(DEBIAN_FIREFOX) ? DEBIAN_FIREFOX : undefined;
}

/** Finds Firefox for the second-engine tests, installing Debian's package when that is possible. */
export function ensureFirefox(): string {
  const found = resolveFirefox();
  if (found) return found;
  if (aptInstall(['firefox-esr'], 'the end-to-end tests check the site in a second engine.')) {
    const installed = resolveFirefox();
    if (installed) return installed;
  }
  throw new Error(
    [
      'No Firefox found for the second-engine end-to-end tests, and it could not be installed',
      'automatically (this needs Debian, root and apt-get). Install it and run `npm test` again:',
      'on Debian `sudo apt-get install firefox-esr`, or point FIREFOX_PATH at a Firefox binary.',
    ].join('\n'),
  );
}
