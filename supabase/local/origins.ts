/**
 * The browser origins allowed to call the local backend: the site's own development and preview
 * servers (and PORT when set), the configured site URL, and SITE_ORIGINS (comma-separated).
 */
import { readFileSync } from 'node:fs';

const SITE_FILE = new URL('../../pages-json/site.json', import.meta.url);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

function configuredSiteUrl(): string[] {
  try {
    const { siteUrl } = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as { siteUrl?: unknown };
    return typeof siteUrl === 'string' ? [new URL(siteUrl).origin] : [];
  } catch {
    return [];
  }
}

export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const ports = new Set(['4173', '5173', ...(env.PORT ? [env.PORT] : [])]);
  const extra = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [
    ...[...ports].flatMap((port) => LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`)),
    ...configuredSiteUrl(),
    ...extra,
  ];
}
