import pg from 'pg';
import { ROLE_SETUP_SQL, type Store } from './store.ts';

/** A real PostgreSQL server; LISTEN gets a connection of its own. */
export async function openPostgres(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the server's own message, rather than at the first request.
  await pool.query('select 1');
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async exec(sql) {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async asRole(claims, work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query(ROLE_SETUP_SQL, [claims.role, JSON.stringify(claims)]);
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) =>
            (await client.query(sql, params)).rows as Row[],
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
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
