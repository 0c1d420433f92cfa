/**
 * The site's security headers, in one place for every host: the build writes them to
 * dist/_headers (the Netlify / Cloudflare Pages format) and `npm start` reads that file back, so
 * what the local server sends and what a static host sends cannot disagree.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaSources } from '../../../src/shared/mediaOrigins.ts';

export type HeaderSet = Record<string, string>;

export const HEADERS_FILE = '_headers';

/**
 * A script element with its attributes (quoted values may hold `>`) and its text, which ends at
 * the first `</script` as in the HTML tokenizer. A regular expression is enough for the pages
 * React renders: it escapes `<` in text and attribute values, so `<script` only ever opens a tag.
 */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/**
 * `type` values under which the browser acts on a script (HTML's JavaScript MIME types, and
 * speculation rules, which prerender pages); the policy must allow these, the others are data.
 */
const RUNNABLE_TYPE =
  /^(?:module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/i;

function attributesOf(tagText: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of tagText.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

const isRunnableInline = (attributes: Map<string, string>) => {
  if (attributes.has('src')) return false;
  const type = attributes.get('type')?.trim();
  return !type || RUNNABLE_TYPE.test(type);
};

/** CSP hash sources ('sha256-…') of the inline scripts in a document that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, tagText, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!isRunnableInline(attributesOf(tagText!))) continue;
    // Browsers hash the text after the parser has turned CR LF and lone CR into LF.
    const digest = createHash('sha256').update(text!.replace(/\r\n?/g, '\n'), 'utf8');
    hashes.add(`'sha256-${digest.digest('base64')}'`);
  }
  return [...hashes];
}

export interface SecurityHeaderInputs {
  /** Hash sources of every inline script the pages run. */
  scriptHashes: string[];
  /** The backend the pages call and play media from (its storage), e.g. https://x.supabase.co. */
  backendUrl: string;
}

/** Browser features the site never uses, denied to it and to anything embedded in it. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function securityHeaders({ scriptHashes, backendUrl }: SecurityHeaderInputs): HeaderSet {
  const backend = new URL(backendUrl);
  // supabase-js opens Realtime on the same host, as ws: or wss:.
  const backendSocket = `${backend.protocol === 'https:' ? 'wss:' : 'ws:'}//${backend.host}`;
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    // styled-components adds <style> elements at run time, so inline styles cannot be hashed.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: ${backend.origin}`,
    // The same origins the validator lets a page's videos come from (media-origin).
    `media-src ${mediaSources(backend.origin).join(' ')}`,
    `font-src 'self'`,
    `connect-src 'self' ${backend.origin} ${backendSocket}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ];
  return {
    'Content-Security-Policy': directives.join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    'X-Frame-Options': 'DENY',
  };
}

/** A _headers file that sends these headers with every path. */
export const headersFileText = (headers: HeaderSet) =>
  `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;

/** The headers of the `/*` block of a _headers file. */
export function headersForEveryPath(fileText: string): HeaderSet {
  const headers: HeaderSet = {};
  let inEveryPathBlock = false;
  for (const line of fileText.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inEveryPathBlock = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inEveryPathBlock && colon > 0) {
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/**
 * Hashes the inline scripts of every pre-rendered page in `distDir` and writes its _headers;
 * returns the hashes.
 */
export async function writeHeadersFile(distDir: string, backendUrl: string): Promise<string[]> {
  const htmlFiles = (await readdir(distDir, { recursive: true })).filter((name) =>
    name.endsWith('.html'),
  );
  const scriptHashes = new Set<string>();
  for (const name of htmlFiles) {
    const html = await readFile(path.join(distDir, name), 'utf8');
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
  }
  const headers = securityHeaders({ scriptHashes: [...scriptHashes], backendUrl });
  await writeFile(path.join(distDir, HEADERS_FILE), headersFileText(headers));
  return [...scriptHashes];
}

/** The headers the last build wrote, for the local server. */
export async function readHeadersFile(distDir: string): Promise<HeaderSet> {
  const headers = headersForEveryPath(await readFile(path.join(distDir, HEADERS_FILE), 'utf8'));
  if (!headers['Content-Security-Policy']) {
    throw new Error(`${path.join(distDir, HEADERS_FILE)} has no policy. Run \`npm run build\`.`);
  }
  return headers;
}
