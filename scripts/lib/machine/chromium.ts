import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { aptInstall } from './apt.ts';

/** Flags for headless Chromium on this kind of machine (root, no GPU, closed network). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function playwrightOwnChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if installed. */
export function resolveChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightOwnChromium();
}

/** Finds a Chromium for the browser tests, installing Debian's package when that is possible. */
export function ensureChromium(): string {
  const found = resolveChromium();
  if (found) return found;
  if (aptInstall(['chromium'], 'the end-to-end tests need a Chromium browser.')) {
    const installed = resolveChromium();
    if (installed) return installed;
  }
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  throw new Error(
    [
      'No Chromium found for the end-to-end tests, and it could not be installed automatically',
      `(this needs Debian, root and apt-get; this machine: ${osRelease.match(/PRETTY_NAME="(.*)"/)?.[1] ?? 'unknown'}).`,
      'Install one and run `npm test` again: on Debian/Ubuntu `sudo apt-get install chromium`,',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
}
