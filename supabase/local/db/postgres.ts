import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { FairQueue } from './fairQueue.ts';
import { quoteIdent, quoteLiteral } from './sqlLiteral.ts';
import { AUTHENTICATOR, ROLE_SETUP_SQL } from './requestRole.ts';
import type { Queryable, Store } from './store.ts';

const BACKGROUND_CONNECTIONS = 2;

/** One statement per call, never the simple protocol that would let a second one ride along. */
const extended = (client: pg.Pool | pg.PoolClient): Queryable => ({
  query: async <Row>(sql: string, params: unknown[] = []) => {
    // `queryMode` is pg's own option, missing from its type definitions.
    const config = { text: sql, values: params, queryMode: 'extended' } as pg.QueryConfig;
    return (await client.query(config)).rows as Row[];
  },
});

/** One pooled connection for work that may open a transaction; rolled back if it fails. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    return await work(client);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A real PostgreSQL server. DATABASE_URL names an owner for migrations and LISTEN; requests use
 * a second pool that logs in as `authenticator` (given a fresh random password at each start), so
 * even SQL that slipped past the gateway could not become the owner.
 */
export async function openPostgres(connectionString: string): Promise<Store> {
  const owner = new pg.Pool({ connectionString, max: 3 });
  // Fail at start, with the server's own message, rather than at the first request.
  await owner.query('select 1');
  let requests: pg.Pool | undefined;
  // Realtime may hold at most two of the ten request connections, so REST always finds one free.
  const background = new FairQueue(BACKGROUND_CONNECTIONS);
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    query: (sql, params) => extended(owner).query(sql, params),
    exec: (sql) =>
      inTransaction(owner, async (client) => {
        await client.query(sql);
      }),
    async openRequests() {
      const password = randomBytes(24).toString('hex');
      await owner.query(
        `alter role ${quoteIdent(AUTHENTICATOR)} with login password ${quoteLiteral(password)}`,
      );
      const url = new URL(connectionString);
      url.username = AUTHENTICATOR;
      url.password = password;
      requests = new pg.Pool({ connectionString: url.toString(), max: 10 });
      await requests.query('select 1').catch((error: Error) => {
        throw new Error(
          `The local backend could not log in to PostgreSQL as "${AUTHENTICATOR}" (${error.message}). ` +
            'Allow password or trust logins for that role on this host in pg_hba.conf.',
          { cause: error },
        );
      });
    },
    asRole(claims, work, lane = 'request') {
      const pool = requests;
      if (!pool) throw new Error('openRequests() must run before requests are served.');
      const transaction = () =>
        inTransaction(pool, async (client) => {
          await client.query('begin');
          await extended(client).query(ROLE_SETUP_SQL, [claims.role, JSON.stringify(claims)]);
          const result = await work(extended(client));
          await client.query('commit');
          return result;
        });
      return lane === 'background' ? background.run(lane, transaction) : transaction();
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      await client.query(`listen ${quoteIdent(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      await requests?.end();
      await owner.end();
    },
  };
}
