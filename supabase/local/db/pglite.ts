import { PGlite } from '@electric-sql/pglite';
import { FairQueue } from './fairQueue.ts';
import { AUTHENTICATOR, ROLE_SETUP_SQL } from './requestRole.ts';
import type { Store } from './store.ts';

/**
 * Embedded PostgreSQL (WebAssembly) in a directory: no install, one process at a time. Its one
 * connection is the superuser, so each request first narrows its transaction to `authenticator`;
 * what that cannot enforce is in docs/backend.md's threat model.
 */
export async function openPglite(dataDir: string): Promise<Store> {
  const db = await PGlite.create(dataDir);
  // One connection: requests and Realtime take turns on it instead of queueing behind each other.
  // The owner's own statements take turns too: run between two statements of an open request
  // transaction, they would run inside it, as the request's role.
  const turns = new FairQueue(1);
  return {
    kind: 'pglite',
    query: <Row>(sql: string, params: unknown[] = []) =>
      turns.run('request', async () => (await db.query<Row>(sql, params)).rows),
    exec: (sql) =>
      turns.run('request', async () => {
        try {
          await db.exec(sql);
        } catch (error) {
          // A failed statement after an explicit `begin` leaves the session in an aborted transaction.
          await db.exec('rollback').catch(() => undefined);
          throw error;
        }
      }),
    openRequests: async () => undefined,
    asRole(claims, work, lane = 'request') {
      return turns.run(lane, () =>
        db.transaction(async (tx) => {
          await tx.query(`set local session authorization ${AUTHENTICATOR}`);
          await tx.query(ROLE_SETUP_SQL, [claims.role, JSON.stringify(claims)]);
          return work({
            query: async <Row>(sql: string, params: unknown[] = []) =>
              (await tx.query<Row>(sql, params)).rows,
          });
        }),
      );
    },
    async listen(channel, onPayload) {
      const unlisten = await db.listen(channel, onPayload);
      return unlisten;
    },
    close: () => db.close(),
  };
}
