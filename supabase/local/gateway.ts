/**
 * The local stand-in for hosted Supabase (dev and tests only): PostgREST-style table endpoints and
 * Realtime over one port, on PGlite in a directory or on PostgreSQL via DATABASE_URL.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHANGES_CHANNEL, installChangeTriggers, type RowChange } from './db/changes.ts';
import { lockDataDir } from './db/lock.ts';
import { migrate } from './db/migrate.ts';
import { openStore } from './db/store.ts';
import { authenticate, readBody, send } from './http.ts';
import { verifyJwt } from './keys.ts';
import { RealtimeServer } from './realtime/server.ts';
import { handleRest } from './rest/handler.ts';
import { SchemaCache } from './rest/schemaCache.ts';

export const DEFAULT_PORT = 54321;
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
}

export interface Gateway {
  url: string;
  port: number;
  storeKind: 'pglite' | 'postgres';
  appliedMigrations: string[];
  stop(): Promise<void>;
}

const REST_PREFIX = '/rest/v1/';

export async function startGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const { host = '127.0.0.1', databaseUrl, migrationsDir = MIGRATIONS_DIR } = options;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const unlock = databaseUrl ? () => undefined : lockDataDir(dataDir);
  const store = await openStore({ dataDir: path.join(dataDir, 'pglite'), databaseUrl }).catch(
    (error: unknown) => {
      unlock();
      throw error;
    },
  );
  const appliedMigrations = await migrate(store, migrationsDir);
  await installChangeTriggers(store);
  const cache = new SchemaCache(store);
  const realtime = new RealtimeServer(store, (token) => verifyJwt(token));
  const unlisten = await store.listen(CHANGES_CHANNEL, (payload) =>
    realtime.publish(JSON.parse(payload) as RowChange),
  );

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') return send(response, 204);
    if (url.pathname === '/health')
      return send(response, 200, JSON.stringify({ status: 'ok', store: store.kind }));
    if (!url.pathname.startsWith(REST_PREFIX)) {
      return send(
        response,
        404,
        JSON.stringify({ statusCode: '404', error: 'not_found', message: 'Not found' }),
      );
    }
    const auth = authenticate(request, url);
    if (!auth.ok) return send(response, auth.status, JSON.stringify(auth.body));
    const body = await readBody(request);
    if (body === null) {
      return send(
        response,
        413,
        JSON.stringify({
          code: 'PGRST413',
          message: 'Request body is larger than 1 MB',
          details: null,
          hint: null,
        }),
      );
    }
    const result = await handleRest(store, cache, {
      method: request.method ?? 'GET',
      table: decodeURIComponent(url.pathname.slice(REST_PREFIX.length)),
      query: url.searchParams,
      headers: request.headers,
      body,
      claims: auth.claims,
    });
    send(response, result.status, result.body, result.headers);
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
