/**
 * Row changes for Realtime. Hosted Supabase reads the write-ahead log; locally a trigger on each
 * table of the `supabase_realtime` publication sends the changed row's key with NOTIFY (so the
 * payload stays far below NOTIFY's 8000-byte limit), and each subscriber's copy of the row is
 * then read back as that subscriber, so grants and row-level security decide what it may see.
 */
import type { Claims } from '../keys.ts';
import { quoteIdent, quoteLiteral } from './quote.ts';
import type { Queryable, Store } from './store.ts';

export const CHANGES_CHANNEL = 'local_realtime_changes';

export interface RowChange {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  commit_timestamp: string;
  /** Primary-key columns of the row, the only part a DELETE can still show. */
  key: Record<string, unknown>;
}

export interface Column {
  name: string;
  type: string;
}

export interface VisibleChange {
  columns: Column[];
  record: Record<string, unknown> | null;
}

const TRIGGER_FUNCTION = `
create schema if not exists local_realtime;
create or replace function local_realtime.notify_change() returns trigger
language plpgsql as $$
declare
  changed jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
begin
  perform pg_notify('${CHANGES_CHANNEL}', json_build_object(
    'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'key', (select jsonb_object_agg(k, changed -> k) from unnest(tg_argv) as k)
  )::text);
  return null;
end
$$;`;

/** Puts the notify trigger on every table in the publication; returns their names. */
export async function installChangeTriggers(store: Store): Promise<string[]> {
  await store.exec(TRIGGER_FUNCTION);
  const tables = await store.query<{ schema: string; table: string; keys: string[] }>(`
    select t.schemaname as schema, t.tablename as table,
      array(select a.attname::text from pg_index i
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and i.indisprimary
            order by a.attnum) as keys
    from pg_publication_tables t where t.pubname = 'supabase_realtime'`);
  for (const { schema, table, keys } of tables) {
    const target = `${quoteIdent(schema)}.${quoteIdent(table)}`;
    await store.exec(
      `create or replace trigger local_realtime_notify after insert or update or delete on ${target}
       for each row execute function local_realtime.notify_change(${keys.map(quoteLiteral).join(', ')})`,
    );
  }
  return tables.map((t) => `${t.schema}.${t.table}`);
}

/** The row as the subscriber may see it, or null when it may not see the row at all. */
export function readChangeAs(
  store: Store,
  claims: Claims,
  change: RowChange,
): Promise<VisibleChange | null> {
  return store.asRole(claims, async (db) => {
    const columns = await selectableColumns(db, change.schema, change.table);
    if (!columns.length) return null;
    if (change.type === 'DELETE') {
      const record = Object.fromEntries(
        Object.entries(change.key).filter(([name]) => columns.some((c) => c.name === name)),
      );
      return { columns, record };
    }
    const keyNames = Object.keys(change.key);
    const where = keyNames.map((name, i) => `${quoteIdent(name)}::text = $${i + 1}`).join(' and ');
    const rows = await db.query<{ record: string }>(
      `select row_to_json(r)::text as record from (select ${columns.map((c) => quoteIdent(c.name)).join(', ')}
       from ${quoteIdent(change.schema)}.${quoteIdent(change.table)} where ${where}) r`,
      keyNames.map((name) => stringify(change.key[name])),
    );
    const row = rows[0];
    return row ? { columns, record: JSON.parse(row.record) as Record<string, unknown> } : null;
  });
}

const stringify = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function selectableColumns(db: Queryable, schema: string, table: string): Promise<Column[]> {
  return db.query<Column>(
    `select a.attname::text as name, t.typname::text as type
     from pg_attribute a join pg_type t on t.oid = a.atttypid
     where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0 and not a.attisdropped
       and has_column_privilege(a.attrelid, a.attnum, 'SELECT')
     order by a.attnum`,
    [schema, table],
  );
}
