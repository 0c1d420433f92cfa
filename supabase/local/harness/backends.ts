/** The gateway under test on each store this machine has: PGlite always, PostgreSQL when installed. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { findPostgresBin } from '../db/postgresBin.ts';
import { startGateway, type Gateway, type GatewayOptions } from '../gateway.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../keys.ts';
import { startCluster, type Cluster } from './postgresCluster.ts';

export type StoreKind = 'pglite' | 'postgres';

const postgresBin = findPostgresBin();
if (!postgresBin && process.env.REQUIRE_POSTGRES) {
  throw new Error(
    'REQUIRE_POSTGRES is set but no PostgreSQL server programs were found (Debian: postgresql-15).',
  );
}
if (!postgresBin)
  console.warn('PostgreSQL is not installed: backend tests run against PGlite only.');

/**
 * A hang detector for starting a backend, not a speed goal: on a 2-core machine that other work
 * loads, PGlite's start (WebAssembly, migrations) has taken over a minute.
 */
export const START_TIMEOUT_MS = 240_000;

export const storeKinds: StoreKind[] = postgresBin ? ['pglite', 'postgres'] : ['pglite'];

/** Starts (and restarts, on the same port and data) a gateway over a fresh database. */
export class TestBackend {
  gateway!: Gateway;
  private cluster: Cluster | undefined;

  constructor(
    readonly kind: StoreKind,
    /** PGlite's directory; by default a fresh one. */
    readonly dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-test-')),
    private readonly options: Pick<
      GatewayOptions,
      'realtimeLimits' | 'headersTimeoutMs' | 'publicBuckets'
    > = {},
  ) {}

  async start(): Promise<Gateway> {
    if (this.kind === 'postgres' && !this.cluster) this.cluster = await startCluster(postgresBin);
    this.gateway = await startGateway({
      ...this.options,
      port: this.gateway?.port ?? 0,
      dataDir: this.dataDir,
      databaseUrl: this.cluster?.databaseUrl,
    });
    return this.gateway;
  }

  async restart(): Promise<void> {
    await this.gateway.stop();
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.gateway?.stop();
    this.cluster?.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  client(key = LOCAL_ANON_KEY): SupabaseClient {
    return createClient(this.gateway.url, key, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: ws as never },
    });
  }

  service(): SupabaseClient {
    return this.client(LOCAL_SERVICE_ROLE_KEY);
  }
}

export const validEstimate = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(973) 555-0142',
  service: 'interior',
  contact_time: 'morning',
  details: 'Two bedrooms and a hallway.',
  ...overrides,
});

export const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Carter',
  email: 'sam@example.com',
  subject: 'quote',
  message: 'Could you paint our porch in June?',
  ...overrides,
});
