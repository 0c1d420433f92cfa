/**
 * The load section of `npm run bench:backend`: while one anon client inserts the largest allowed
 * batch and 1, 10 or 100 visitors are subscribed to its table, how long a concurrent REST read
 * and `/health` take (p50, p99). The gateway runs in its own process, as `npm run backend` does,
 * so the visitors and probes here do not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { LOCAL_ANON_KEY } from '../../../supabase/local/index.ts';
import {
  changes,
  startCluster,
  validEstimate,
  type StoreKind,
} from '../../../supabase/local/harness/index.ts';

const MAIN = fileURLToPath(new URL('../../../supabase/local/main.ts', import.meta.url));
const headers = { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${LOCAL_ANON_KEY}` };
/** A scenario that has not settled by then is reported as it stands. */
const SCENARIO_LIMIT_MS = 120_000;

const sparePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function startGatewayProcess(databaseUrl: string | undefined, dataDir: string) {
  const port = await sparePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      SUPABASE_LOCAL_PORT: String(port),
      LOCAL_DB_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('VITE_SUPABASE_ANON_KEY')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The gateway exited (${code}): ${out}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

interface Visitor {
  socket: WebSocket;
  received: number;
}

async function subscribeVisitor(url: string): Promise<Visitor> {
  const socket = new WebSocket(
    `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${LOCAL_ANON_KEY}&vsn=2.0.0`,
  );
  const visitor = { socket, received: 0 };
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const joined = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const text = String(data);
      if (text.includes('"postgres_changes",{"ids"')) visitor.received++;
      else if (text.includes('"phx_reply"')) resolve();
    });
  });
  socket.send(JSON.stringify(['1', '1', 'realtime:load', 'phx_join', changes('estimates')]));
  await joined;
  return visitor;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  return `${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))} (n=${sorted.length})`;
};

/** Times `url` again and again until `done` says stop; a request that fails counts as its time. */
async function probe(url: string, done: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!done()) {
    const started = performance.now();
    await fetch(url, { headers, signal: AbortSignal.timeout(SCENARIO_LIMIT_MS) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return samples;
}

async function scenario(url: string, visitors: number, rows: number) {
  const subscribed = await Promise.all(
    Array.from({ length: visitors }, () => subscribeVisitor(url)),
  );
  const started = performance.now();
  let insertMs = NaN;
  let deliveredMs = NaN;
  const batch = Array.from({ length: rows }, (_, i) => validEstimate({ name: `Load ${i}` }));
  const insert = fetch(`${url}/rest/v1/estimates`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(batch),
  }).then(async (response) => {
    insertMs = performance.now() - started;
    if (!response.ok) throw new Error(`insert: ${response.status} ${await response.text()}`);
  });
  const allDelivered = () =>
    subscribed.every((v) => v.received >= rows || v.socket.readyState !== WebSocket.OPEN);
  const done = () =>
    performance.now() - started > SCENARIO_LIMIT_MS || (!Number.isNaN(insertMs) && allDelivered());
  const [reads, health] = await Promise.all([
    probe(`${url}/rest/v1/estimates?select=id&limit=1`, done),
    probe(`${url}/health`, done),
    insert,
    (async () => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
      if (allDelivered()) deliveredMs = performance.now() - started;
    })(),
  ]);
  for (const visitor of subscribed) visitor.socket.terminate();
  const seconds = (value: number) =>
    Number.isNaN(value) ? 'unfinished' : `${(value / 1000).toFixed(1)} s`;
  return `${String(visitors).padStart(8)} | ${seconds(insertMs).padStart(10)} | ${seconds(deliveredMs).padStart(10)} | ${summary(reads)} | ${summary(health)}`;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export async function measureLoad(kind: StoreKind, rows: number, visitorCounts: number[]) {
  const cluster = kind === 'postgres' ? await startCluster() : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const { url, child } = await startGatewayProcess(cluster?.databaseUrl, dataDir);
  try {
    console.log(`${kind}: ${rows}-row anon insert, concurrent probes (p50, p99)`);
    console.log(
      'visitors |     insert |  delivered | REST read p50/p99            | /health p50/p99',
    );
    // Untimed: the first insert and read-back pay one-off costs (JIT, PGlite's first plans).
    await scenario(url, 1, 10);
    for (const visitors of visitorCounts) console.log(await scenario(url, visitors, rows));
  } finally {
    await stop(child);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
