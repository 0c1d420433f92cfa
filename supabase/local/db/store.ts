/** What the gateway needs from a database: PGlite on disk by default, or PostgreSQL via DATABASE_URL. */
import type { Claims } from '../keys.ts';

export interface Queryable {
  /** Rows of one statement with $n parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs statements without parameters, several allowed (migrations). */
  exec(sql: string): Promise<void>;
  /** One transaction as the caller's role, so grants and row-level security decide. */
  asRole<T>(claims: Claims, work: (db: Queryable) => Promise<T>): Promise<T>;
  /** Calls back with each NOTIFY payload on the channel until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The SQL that makes a transaction act as the caller; `set local` ends with the transaction. */
export const ROLE_SETUP_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.role', $1, true)";

export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<Store> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
