/**
 * The local stand-in for hosted Supabase (dev and tests only): PostgREST-style table endpoints,
 * Realtime and public storage buckets over one port, on PGlite in a directory or on PostgreSQL
 * via DATABASE_URL (the buckets are folders of the repository).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHANGES_CHANNEL, changesIn } from './db/changes.ts';
import { lockDataDir } from './db/lock.ts';
import { openStore } from './db/open.ts';
import type { Store } from './db/store.ts';
import { allowOrigin, authenticate, errorBody, readBody, refusalFor, send } from './http.ts';
import { verifyJwt } from './keys.ts';
import { siteOrigins } from './origins.ts';
import type { RealtimeLimits } from './realtime/limits.ts';
import { RealtimeServer } from './realtime/server.ts';
import { handleRest } from './rest/handler.ts';
import { SchemaCache } from './rest/schemaCache.ts';
import { DEFAULT_PUBLIC_BUCKETS } from './storage/buckets.ts';
import { handlePublicObject } from './storage/handler.ts';
import { isPublicObjectTarget, type PublicBuckets } from './storage/objectPath.ts';

import { DEFAULT_PORT } from './address.ts';

export { DEFAULT_PORT };
export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/', import.meta.url));
export const DEFAULT_DATA_DIR = path.resolve(
  fileURLToPath(new URL('../../.data/', import.meta.url)),
);

export interface GatewayOptions {
  port?: number;
  host?: string;
  /** PGlite's directory (ignored with databaseUrl). */
  dataDir?: string;
  databaseUrl?: string;
  migrationsDir?: string;
  /** Browser origins allowed to call; by default the site's own (see origins.ts). */
  allowedOrigins?: string[];
  /** Realtime's bounds, by default those of realtime/limits.ts (tests lower them). */
  realtimeLimits?: Partial<RealtimeLimits>;
  /** A client that has not sent its headers within this time is cut off (default 10 s). */
  headersTimeoutMs?: number;
  /** Public storage buckets and their folders; by default website-assets (storage/buckets.ts). */
  publicBuckets?: PublicBuckets;
}

export interface Gateway {
  url: string;
  port: number;
  storeKind: 'pglite' | 'postgres';
  appliedMigrations: string[];
  /** The database, for tests that check what it enforces by itself. */
  store: Store;
  /** Realtime, for tests that count its connections and wait for its deliveries. */
  realtime: RealtimeServer;
  stop(): Promise<void>;
}

const REST_PREFIX = '/rest/v1/';

/** The request's URL and table, or null when either is malformed. */
function target(request: IncomingMessage): { url: URL; table: string | null } | null {
  try {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const table = url.pathname.startsWith(REST_PREFIX)
      ? decodeURIComponent(url.pathname.slice(REST_PREFIX.length))
      : null;
    return { url, table };
  } catch {
    return null;
  }
}

function answerer(
  store: Store,
  cache: SchemaCache,
  allowedOrigins: ReadonlySet<string>,
  buckets: PublicBuckets,
) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    // Public files: no key, and pages may embed them (see refusalFor's publicObject).
    if (isPublicObjectTarget(request.url))
      return handlePublicObject(request, response, { buckets, allowedOrigins });
    const refusal = refusalFor(request.headers, allowedOrigins);
    if (refusal) return send(response, 403, errorBody('PGRST403', refusal));
    allowOrigin(request, response);
    if (request.method === 'OPTIONS') return send(response, 204);
    const parsed = target(request);
    if (!parsed) return send(response, 400, errorBody('PGRST100', 'Malformed request URL'));
    const { url, table } = parsed;
    if (url.pathname === '/health')
      return send(response, 200, JSON.stringify({ status: 'ok', store: store.kind }));
    if (table === null) {
      const body = { statusCode: '404', error: 'not_found', message: 'Not found' };
      return send(response, 404, JSON.stringify(body));
    }
    const auth = authenticate(request, url);
    if (!auth.ok) return send(response, auth.status, JSON.stringify(auth.body));
    const body = await readBody(request);
    if (body === null)
      return send(response, 413, errorBody('PGRST413', 'Request body is larger than 1 MB'));
    const result = await handleRest(store, cache, {
      method: request.method ?? 'GET',
      table,
      query: url.searchParams,
      headers: request.headers,
      body,
      claims: auth.claims,
    });
    send(response, result.status, result.body, result.headers);
  };
}

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const { host = '127.0.0.1', databaseUrl, migrationsDir = MIGRATIONS_DIR } = options;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const unlock = databaseUrl ? () => undefined : lockDataDir(dataDir);
  const { store, appliedMigrations } = await openStore({
    dataDir: path.join(dataDir, 'pglite'),
    databaseUrl,
    migrationsDir,
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const cache = new SchemaCache(store);
  const allowedOrigins = new Set(options.allowedOrigins ?? siteOrigins());
  const realtime = new RealtimeServer(store, (token) => verifyJwt(token), {
    allowedOrigins,
    limits: options.realtimeLimits,
  });
  const unlisten = await store.listen(CHANGES_CHANNEL, (payload) => {
    try {
      for (const change of changesIn(payload)) realtime.publish(change);
    } catch (error) {
      console.error('Local backend: unreadable change notification:', error);
    }
  });

  const answer = answerer(
    store,
    cache,
    allowedOrigins,
    options.publicBuckets ?? DEFAULT_PUBLIC_BUCKETS,
  );
  // Slow or stalled clients are cut off instead of holding a socket forever.
  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const timeouts = {
    headersTimeout,
    requestTimeout: headersTimeout * 3,
    connectionsCheckingInterval: Math.min(1000, headersTimeout),
  };
  const server = createServer(timeouts, (req, res) => {
    answer(req, res).catch((error: unknown) => {
      // Only this request fails: a client that went away, or a fault of the gateway's own.
      if (res.headersSent || req.destroyed) res.destroy();
      else send(res, 500, errorBody('PGRST500', 'The local backend could not answer this request'));
      if (!req.destroyed) console.error('Local backend: request failed:', error);
    });
  });
  server.on('upgrade', (request, socket, head) => realtime.handleUpgrade(request, socket, head));

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, host, resolve);
    });
  } catch (error) {
    await unlisten();
    await store.close();
    unlock();
    throw error;
  }
  const address = server.address();
  const port =
    typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  return {
    url: `http://${host}:${port}`,
    port,
    storeKind: store.kind,
    appliedMigrations,
    store,
    realtime,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlisten();
      await store.close();
      unlock();
    },
  };
}
