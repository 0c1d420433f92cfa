/**
 * The local backend's public storage, through the real gateway: the seed's videos play as a
 * browser asks for them (byte ranges, HEAD, revalidation), and nothing but a regular file of a
 * public bucket's folder is ever answered, however the path is spelled.
 */
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_BUCKETS } from './storage/buckets.ts';
import { START_TIMEOUT_MS, TestBackend } from './harness/index.ts';
import { anonHeaders, rawHttp } from '../../tests/support/backend/rawHttp.ts';

const SECRET = `SECRET-${randomBytes(8).toString('hex')}`;

/** A scratch bucket with a file, a folder, a dotfile and links out of it, beside a secret. */
function scratchBucket() {
  const outside = mkdtempSync(path.join(tmpdir(), 'storage-test-'));
  const bucket = path.join(outside, 'scratch');
  mkdirSync(path.join(bucket, 'clips'), { recursive: true });
  mkdirSync(path.join(outside, 'private'));
  writeFileSync(path.join(outside, 'secret.mp4'), SECRET);
  writeFileSync(path.join(outside, 'private', 'secret.mp4'), SECRET);
  writeFileSync(path.join(bucket, '.env'), SECRET);
  writeFileSync(path.join(bucket, 'clips', 'loop.webm'), randomBytes(5000));
  writeFileSync(path.join(bucket, 'empty.mp4'), '');
  symlinkSync(path.join(outside, 'secret.mp4'), path.join(bucket, 'leak.mp4'));
  symlinkSync(path.join(outside, 'private'), path.join(bucket, 'linked'));
  // A link to a file of the bucket itself is refused too: links are never followed.
  symlinkSync(path.join(bucket, 'clips', 'loop.webm'), path.join(bucket, 'alias.webm'));
  return { outside, bucket };
}

/** An answer's status line and exact body bytes, read to the end of the connection. */
function rawBytes(url: string, request: string) {
  const { port } = new URL(url);
  return new Promise<{ head: string; body: Buffer }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      resolve({ head: all.subarray(0, split).toString('latin1'), body: all.subarray(split + 4) });
    });
  });
}

const websiteAssets = DEFAULT_PUBLIC_BUCKETS.get('website-assets')!;
const hero = readFileSync(path.join(websiteAssets, 'hero.mp4'));

describe('public storage of the local backend', () => {
  const { outside, bucket } = scratchBucket();
  const backend = new TestBackend('pglite', undefined, {
    publicBuckets: new Map([...DEFAULT_PUBLIC_BUCKETS, ['scratch', bucket]]),
  });
  beforeAll(() => backend.start(), START_TIMEOUT_MS);
  afterAll(async () => {
    await backend.dispose();
    rmSync(outside, { recursive: true, force: true });
  });

  const objectUrl = (name: string) =>
    `${backend.gateway.url}/storage/v1/object/public/website-assets/${name}`;
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
  /** The request target as written (fetch would resolve `..` and `%2e%2e` before sending). */
  const raw = (target: string, method = 'GET', headers = '') =>
    rawHttp(
      backend.gateway.url,
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`,
    );

  it('serves the seed video whole, as an MP4, with no key', async () => {
    expect(hero.length).toBeGreaterThan(10_000);
    const response = await fetch(objectUrl('hero.mp4'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(hero.length));
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect((await bytes(response)).equals(hero)).toBe(true);
  });

  it.each([
    ['bytes=100-1123', 100, 1123],
    ['bytes=0-0', 0, 0],
    ['bytes=-777', hero.length - 777, hero.length - 1],
    [`bytes=${hero.length - 10}-`, hero.length - 10, hero.length - 1],
    [`bytes=${hero.length - 5}-${hero.length + 5000}`, hero.length - 5, hero.length - 1],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    const response = await fetch(objectUrl('hero.mp4'), { headers: { Range: range } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${hero.length}`);
    expect(response.headers.get('content-length')).toBe(String(end - start + 1));
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect((await bytes(response)).equals(hero.subarray(start, end + 1))).toBe(true);
  });

  it('sends not one byte more than the range on the wire', async () => {
    const { head, body } = await rawBytes(
      backend.gateway.url,
      'GET /storage/v1/object/public/website-assets/hero.mp4 HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Range: bytes=2000-2999\r\nConnection: close\r\n\r\n',
    );
    expect(head).toMatch(/^HTTP\/1\.1 206 /);
    expect(body.equals(hero.subarray(2000, 3000))).toBe(true);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const response = await fetch(objectUrl('hero.mp4'), {
      headers: { Range: `bytes=${hero.length}-` },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${hero.length}`);
    expect((await bytes(response)).includes(hero.subarray(0, 64))).toBe(false);
  });

  it('sends the whole file for several ranges, and for a range of an older version (If-Range)', async () => {
    for (const headers of [
      { Range: 'bytes=0-1,10-11' } as Record<string, string>,
      { Range: 'bytes=0-1', 'If-Range': '"0-0"' },
    ]) {
      const response = await fetch(objectUrl('hero.mp4'), { headers });
      expect(response.status).toBe(200);
      expect((await bytes(response)).equals(hero)).toBe(true);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await fetch(objectUrl('about.mp4'), { method: 'HEAD' });
    const about = readFileSync(path.join(websiteAssets, 'about.mp4'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('content-length')).toBe(String(about.length));
    expect((await bytes(response)).length).toBe(0);
    const ranged = await raw(
      '/storage/v1/object/public/website-assets/about.mp4',
      'HEAD',
      'Range: bytes=10-19\r\n',
    );
    expect(ranged).toMatch(/^HTTP\/1\.1 206 /);
    expect(ranged).toMatch(/\r\ncontent-length: 10\r\n/i);
    expect(ranged.endsWith('\r\n\r\n')).toBe(true);
  });

  it('lets a browser revalidate its copy (304 for its ETag)', async () => {
    const first = await fetch(objectUrl('hero.mp4'), { method: 'HEAD' });
    const etag = first.headers.get('etag')!;
    const again = await fetch(objectUrl('hero.mp4'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    const changed = await fetch(objectUrl('hero.mp4'), { headers: { 'If-None-Match': '"0-0"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it('serves a file of a folder of another public bucket, typed by its extension', async () => {
    const expected = readFileSync(path.join(bucket, 'clips', 'loop.webm'));
    const response = await fetch(
      `${backend.gateway.url}/storage/v1/object/public/scratch/clips/loop.webm`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    expect((await bytes(response)).equals(expected)).toBe(true);
    const empty = await fetch(`${backend.gateway.url}/storage/v1/object/public/scratch/empty.mp4`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-length')).toBe('0');
    await empty.arrayBuffer();
  });

  const PREFIX = '/storage/v1/object/public/';
  it.each([
    ['a missing file', 'website-assets/missing.mp4'],
    ['another bucket', 'private/secret.mp4'],
    ['a parent folder', 'scratch/../secret.mp4'],
    ['a parent folder of the bucket folder', 'website-assets/../../../local/keys.ts'],
    ['an encoded parent folder', 'scratch/%2e%2e%2fsecret.mp4'],
    ['encoded parent folders', 'scratch/%2e%2e/%2e%2e/secret.mp4'],
    ['an encoded slash', 'scratch/..%2Fsecret.mp4'],
    ['an encoded slash inside the bucket', 'scratch/clips%2Floop.webm'],
    ['a backslash', 'scratch/..\\secret.mp4'],
    ['an absolute path', 'scratch//etc/passwd'],
    ['an encoded absolute path', 'scratch/%2Fetc%2Fpasswd'],
    ['a dotfile', 'scratch/.env'],
    ['a folder', 'scratch/clips'],
    ['a folder, trailing slash', 'scratch/clips/'],
    ['the bucket itself', 'scratch/'],
    ['a link to a file outside', 'scratch/leak.mp4'],
    ['a file through a linked folder', 'scratch/linked/secret.mp4'],
    ['a link to a file inside', 'scratch/alias.webm'],
  ])('answers %s with 404 and nothing of any file', async (_, rest) => {
    const answer = await raw(`${PREFIX}${rest}`);
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).not.toContain(SECRET);
    expect(answer).not.toMatch(/content-type: video/i);
    expect(answer).toContain('"error":"not_found"');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 404: nothing is written',
    async (method) => {
      const answer = await raw(
        `${PREFIX}website-assets/hero.mp4`,
        method,
        `apikey: ${anonHeaders.apikey}\r\nContent-Length: 0\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(readFileSync(path.join(websiteAssets, 'hero.mp4')).equals(hero)).toBe(true);
    },
  );

  it('lets any page embed a public file (no-cors, no Origin) while REST still refuses it', async () => {
    const embed = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors' };
    const media = await fetch(objectUrl('hero.mp4'), {
      headers: { ...embed, 'Sec-Fetch-Dest': 'video', Range: 'bytes=0-' },
    });
    expect(media.status).toBe(206);
    expect(media.headers.get('access-control-allow-origin')).toBeNull();
    expect((await bytes(media)).equals(hero)).toBe(true);
    const rest = await fetch(`${backend.gateway.url}/rest/v1/estimates?select=id`, {
      headers: { ...anonHeaders, ...embed },
    });
    expect(rest.status).toBe(403);
  });

  it('lets the site read a public file with CORS, refuses other origins and foreign hosts', async () => {
    const own = await fetch(objectUrl('hero.mp4'), {
      headers: { Origin: 'http://localhost:4173', Range: 'bytes=0-9' },
    });
    expect(own.status).toBe(206);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(own.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect((await bytes(own)).equals(hero.subarray(0, 10))).toBe(true);
    const other = await fetch(objectUrl('hero.mp4'), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.status).toBe(403);
    expect((await bytes(other)).includes(hero.subarray(0, 64))).toBe(false);
    const { port } = new URL(backend.gateway.url);
    const rebound = await rawHttp(
      backend.gateway.url,
      `GET ${PREFIX}website-assets/hero.mp4 HTTP/1.1\r\nHost: attacker.example:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(rebound).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('cuts the connection when a file is cut short while it is sent, and goes on answering', async () => {
    const big = path.join(bucket, 'growing.mp4');
    writeFileSync(big, Buffer.alloc(16 * 1024 * 1024, 7));
    const response = await fetch(
      `${backend.gateway.url}/storage/v1/object/public/scratch/growing.mp4`,
    );
    expect(response.headers.get('content-length')).toBe(String(16 * 1024 * 1024));
    const reader = response.body!.getReader();
    await reader.read();
    // The client has not read on: the server waits with most of the file unread, then finds it cut.
    truncateSync(big, 1024);
    const drained = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended as if whole';
    })();
    await expect(drained).rejects.toThrow();
    expect((await fetch(`${backend.gateway.url}/health`)).status).toBe(200);
  });

  it('goes on answering after a client leaves mid-file', async () => {
    const controller = new AbortController();
    const response = await fetch(objectUrl('hero.mp4'), { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    const after = await fetch(objectUrl('hero.mp4'), { headers: { Range: 'bytes=0-3' } });
    expect(after.status).toBe(206);
    expect((await bytes(after)).equals(hero.subarray(0, 4))).toBe(true);
    expect((await fetch(`${backend.gateway.url}/health`)).status).toBe(200);
  });
});
