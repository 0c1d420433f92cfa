/**
 * The local backend's limits, which do not depend on the store: who may call it, how long and how
 * much a client may hold, and that only one gateway at a time can own a data directory.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_CHANNELS } from './realtime/session.ts';
import { START_TIMEOUT_MS, TestBackend } from './harness/index.ts';
import { anonHeaders, rawHttp } from '../../tests/support/backend/rawHttp.ts';
import { changes, connect } from '../../tests/support/backend/phoenix.ts';

describe('limits of the local backend', () => {
  // The default timeouts (60 s heartbeat, 10 s headers): on a busy machine a short one could
  // end a connection before the limit under test is reached.
  const backend = new TestBackend('pglite');
  beforeAll(() => backend.start(), START_TIMEOUT_MS);
  afterAll(() => backend.dispose());
  const url = () => `${backend.gateway.url}/rest/v1/estimates?select=id`;

  it('answers the site’s own origins and no other web page', async () => {
    const own = await fetch(url(), {
      headers: { ...anonHeaders, Origin: 'http://localhost:5173' },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await fetch(url(), {
      headers: { ...anonHeaders, Origin: 'https://evil.example' },
    });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(url(), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(403);
  });

  it('refuses a cross-site request without an Origin and a foreign Host (DNS rebinding)', async () => {
    const noCors = await fetch(url(), {
      headers: { ...anonHeaders, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(noCors.status).toBe(403);
    const { port } = new URL(backend.gateway.url);
    const rebound = await rawHttp(
      backend.gateway.url,
      `GET /rest/v1/estimates HTTP/1.1\r\nHost: attacker.example:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(rebound).toMatch(/^HTTP\/1\.1 403 /);
  });

  it('refuses a WebSocket from another web page', async () => {
    const socket = new WebSocket(
      `${backend.gateway.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anonHeaders.apikey}&vsn=2.0.0`,
      { origin: 'https://evil.example' },
    );
    const status = await new Promise((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      socket.on('open', () => resolve('open'));
    });
    expect(status).toBe(403);
  });

  it('closes a connection that sends a frame over 1 MB with "message too big"', async () => {
    const { socket } = await connect(backend.gateway.url, '2.0.0');
    socket.send(
      JSON.stringify(['1', '1', 'realtime:big', 'phx_join', { x: 'x'.repeat(1_100_000) }]),
    );
    const code = await new Promise((resolve) => socket.once('close', resolve));
    expect(code).toBe(1009);
  });

  it(`allows at most ${MAX_CHANNELS} channels per connection`, async () => {
    const { send, next, socket } = await connect(backend.gateway.url, '2.0.0');
    for (let i = 0; i <= MAX_CHANNELS; i++) {
      send([`${i}`, `${i}`, `realtime:room-${i}`, 'phx_join', changes('estimates')]);
      if (i % 20 === 0) send([null, `hb-${i}`, 'phoenix', 'heartbeat', {}]);
    }
    const last = (await next((f) => Array.isArray(f) && f[1] === `${MAX_CHANNELS}`)) as unknown[];
    expect(last[4]).toMatchObject({ status: 'error' });
    const first = (await next((f) => Array.isArray(f) && f[1] === '0')) as unknown[];
    expect(first[4]).toMatchObject({ status: 'ok' });
    socket.close();
  });
});

describe('time limits of the local backend', () => {
  const backend = new TestBackend('pglite', undefined, {
    realtimeLimits: { heartbeatTimeoutMs: 400 },
    headersTimeoutMs: 400,
  });
  beforeAll(() => backend.start(), START_TIMEOUT_MS);
  afterAll(() => backend.dispose());

  it('closes a Realtime connection that stops sending heartbeats', async () => {
    const { socket } = await connect(backend.gateway.url, '2.0.0');
    const code = await new Promise((resolve) => socket.once('close', resolve));
    expect(code).toBe(1001);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const answer = await rawHttp(
      backend.gateway.url,
      'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('the data-directory lock', () => {
  const contender = fileURLToPath(
    new URL('../../tests/support/backend/lockOnce.ts', import.meta.url),
  );

  /** Starts contenders that all try at the same instant; returns how many won. */
  async function race(dataDir: string, count: number): Promise<number> {
    const startAt = Date.now() + 4000;
    const children = Array.from({ length: count }, () =>
      spawn(process.execPath, ['--import', 'tsx', contender, dataDir, String(startAt)], {
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const results = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let out = '';
            child.stdout.on('data', (chunk) => {
              out += String(chunk);
              if (out.includes('\n')) resolve(out.trim());
            });
            child.once('exit', () => resolve(out.trim()));
          }),
      ),
    );
    for (const child of children) child.stdin.end();
    await Promise.all(
      children.map((child) => new Promise((resolve) => child.once('exit', resolve))),
    );
    return results.filter((result) => result === 'won').length;
  }

  it('is won by exactly one of many simultaneous starts over a stale lock', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lock-race-'));
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(path.join(dataDir, 'gateway.lock'), String(dead.pid));
    expect(await race(dataDir, 10)).toBe(1);
  }, 60_000);

  it('is won by exactly one of many simultaneous starts on a fresh directory', async () => {
    expect(await race(mkdtempSync(path.join(tmpdir(), 'lock-race-')), 10)).toBe(1);
  }, 60_000);
});
