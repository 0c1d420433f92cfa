import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  headersFileText,
  headersForEveryPath,
  inlineScriptHashes,
  readHeadersFile,
  securityHeaders,
  writeHeadersFile,
} from './security-headers.ts';

// The example of the CSP specification (and MDN): this script's SHA-256, in base64.
const HELLO = `alert('Hello, world.');`;
const HELLO_HASH = `'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='`;

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `));

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe('inlineScriptHashes', () => {
  it('hashes an inline script as the browser does, and the policy allows exactly that hash', () => {
    const hashes = inlineScriptHashes(page(`<script>${HELLO}</script>`));
    expect(hashes).toEqual([HELLO_HASH]);
    const policy = securityHeaders({ scriptHashes: hashes, backendUrl: 'http://127.0.0.1:54321' })[
      'Content-Security-Policy'
    ]!;
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${HELLO_HASH}`);
  });

  it('hashes inline modules and JavaScript types, whatever their case or quoting', () => {
    const html = page(
      `<script type="module">${HELLO}</script><script type='TEXT/JavaScript' data-x="a>b">${HELLO} </script>`,
    );
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(inlineScriptHashes(html)).toContain(HELLO_HASH);
  });

  it('leaves out data blocks (JSON-LD, JSON) and scripts loaded from a file', () => {
    const html = page(
      `<script type="application/ld+json">{"@type":"Thing"}</script>` +
        `<script type="application/json" id="data">{"a":1}</script>` +
        `<script type="module" src="/assets/entry.js"></script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes speculation rules, which the browser acts on (it prerenders the pages they name)', () => {
    const rules = '{"prerender":[{"source":"document","eagerness":"moderate"}]}';
    expect(inlineScriptHashes(page(`<script type="speculationrules">${rules}</script>`))).toEqual([
      `'sha256-${createHash('sha256').update(rules).digest('base64')}'`,
    ]);
  });

  it('hashes the text with line breaks as the parser leaves them (CR LF becomes LF)', () => {
    expect(inlineScriptHashes(`<script>a();\r\nb();</script>`)).toEqual(
      inlineScriptHashes(`<script>a();\nb();</script>`),
    );
  });
});

describe('securityHeaders', () => {
  it('lets the pages reach a hosted backend over https and wss, and play its stored media', () => {
    const policy = securityHeaders({
      scriptHashes: [],
      backendUrl: 'https://abcd.supabase.co/',
    })['Content-Security-Policy']!;
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' https://abcd.supabase.co wss://abcd.supabase.co`,
    );
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' https://abcd.supabase.co`);
    expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: https://abcd.supabase.co`);
  });

  it('reaches the local backend over http and ws', () => {
    const policy = securityHeaders({ scriptHashes: [], backendUrl: 'http://127.0.0.1:54321' })[
      'Content-Security-Policy'
    ]!;
    expect(directive(policy, 'connect-src')).toBe(
      `connect-src 'self' http://127.0.0.1:54321 ws://127.0.0.1:54321`,
    );
  });

  it('forbids framing, plugins, foreign forms and base URLs, sniffing and unused features', () => {
    const headers = securityHeaders({ scriptHashes: [], backendUrl: 'http://127.0.0.1:54321' });
    const policy = headers['Content-Security-Policy']!;
    for (const part of [
      `default-src 'self'`,
      `frame-ancestors 'none'`,
      `object-src 'none'`,
      `form-action 'self'`,
      `base-uri 'self'`,
      `font-src 'self'`,
    ]) {
      expect(policy.split('; ')).toContain(part);
    }
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)(, |$)/);
  });
});

describe('dist/_headers', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads back exactly the headers it was written with', () => {
    const headers = securityHeaders({ scriptHashes: [HELLO_HASH], backendUrl: 'https://x.co' });
    expect(headersForEveryPath(headersFileText(headers))).toEqual(headers);
  });

  it('holds the hashes of the inline scripts of every page in the build, nested ones too', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'headers-'));
    await mkdir(path.join(dir, 'towns'));
    await writeFile(path.join(dir, 'index.html'), page(`<script>${HELLO}</script>`));
    await writeFile(path.join(dir, 'towns', 'dover.html'), page(`<script>dover();</script>`));
    await writeHeadersFile(dir, 'http://127.0.0.1:54321');
    const scriptSrc = directive(
      (await readHeadersFile(dir))['Content-Security-Policy']!,
      'script-src',
    );
    expect(scriptSrc).toContain(HELLO_HASH);
    expect(scriptSrc).toContain(inlineScriptHashes(`<script>dover();</script>`)[0]);
  });
});
