import pg from 'pg';
import { ROLE_SETUP_SQL, type Store } from './store.ts';

/** A real PostgreSQL server; LISTEN gets a connection of its own. */
export async function openPostgres(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the server's own message, rather than at the first request.
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();
  /** One pooled connection for work that may open a transaction; rolled back if it fails. */
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    exec: (sql) =>
      inTransaction(async (client) => {
        await client.query(sql);
      }),
    asRole: (claims, work) =>
      inTransaction(async (client) => {
        await client.query('begin');
        await client.query(ROLE_SETUP_SQL, [claims.role, JSON.stringify(claims)]);
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      }),
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined)
          onPayload(message.payload);
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end();
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end()));
      await pool.end();
    },
  };
}
