/** What the gateway needs from a database: PGlite on disk by default, or PostgreSQL via DATABASE_URL. */
import type { Claims } from '../keys.ts';
import type { Lane } from './fairQueue.ts';

export interface Queryable {
  /** Rows of one statement with $n parameters, always over the extended protocol (one statement). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * `query` and `exec` run the gateway's own statements (migrations, catalogue reads) as the
 * database owner; everything a request asks for goes through `asRole`.
 */
export interface Store extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs the gateway's own statements without parameters, several allowed (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * After migrations: from now on `asRole` works as the `authenticator` login role, which may
   * only become anon, authenticated or service_role.
   */
  openRequests(): Promise<void>;
  /**
   * One transaction as the caller's role, so grants and row-level security decide. Realtime's
   * read-backs run in the `background` lane, which may never hold back requests for long.
   */
  asRole<T>(claims: Claims, work: (db: Queryable) => Promise<T>, lane?: Lane): Promise<T>;
  /** Calls back with each NOTIFY payload on the channel until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
