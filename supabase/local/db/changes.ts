/**
 * Row changes for Realtime. Hosted Supabase reads the write-ahead log; locally a statement
 * trigger on each table of the `supabase_realtime` publication sends the changed rows' keys with
 * NOTIFY, up to KEYS_PER_NOTIFICATION in each (so a payload stays far below NOTIFY's 8000-byte
 * limit, and a 1,000-row insert costs 10 notifications, not 1,000 trigger calls), and each
 * subscriber's copy of the rows is then read back as that subscriber, so grants and row-level
 * security decide what it may see.
 */
import type { Claims } from '../keys.ts';
import { quoteIdent, quoteLiteral } from './sqlLiteral.ts';
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

/** One NOTIFY: the keys of up to KEYS_PER_NOTIFICATION rows one statement changed. */
interface ChangeNotification extends Omit<RowChange, 'key'> {
  keys: Record<string, unknown>[];
}

const KEYS_PER_NOTIFICATION = 100;

/** The changes one notification carries, in the order the statement changed the rows. */
export function changesIn(payload: string): RowChange[] {
  const { keys, ...change } = JSON.parse(payload) as ChangeNotification;
  return keys.map((key) => ({ ...change, key }));
}

const TRIGGER_FUNCTION = `
create schema if not exists local_realtime;
create or replace function local_realtime.notify_changes() returns trigger
language plpgsql as $$
declare
  stamp text := to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  keys jsonb;
begin
  for keys in
    select jsonb_agg(key order by n) from (
      select (select jsonb_object_agg(k, to_jsonb(r) -> k) from unnest(tg_argv) as k) as key,
             row_number() over () - 1 as n
      from changed_rows r) keyed
    group by n / ${KEYS_PER_NOTIFICATION} order by n / ${KEYS_PER_NOTIFICATION}
  loop
    perform pg_notify('${CHANGES_CHANNEL}', json_build_object(
      'schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
      'commit_timestamp', stamp, 'keys', keys)::text);
  end loop;
  return null;
end
$$;
drop function if exists local_realtime.notify_change() cascade;`;

/** Transition tables allow one event per trigger: the rows each event's statement changed. */
const EVENTS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

/** Puts the notify triggers on every table in the publication; returns their names. */
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
    for (const [event, rows] of EVENTS)
      await store.exec(
        `create or replace trigger ${quoteIdent(`local_realtime_notify_${event}`)}
         after ${event} on ${target} referencing ${rows} table as changed_rows
         for each statement execute function local_realtime.notify_changes(${keys.map(quoteLiteral).join(', ')})`,
      );
  }
  return tables.map((t) => `${t.schema}.${t.table}`);
}

/**
 * Each change's row as the subscriber may see it (null: not at all), for changes of one table:
 * one transaction and one read-back query for the whole batch, however many rows it holds.
 */
export function readChangesAs(
  store: Store,
  claims: Claims,
  target: { schema: string; table: string },
  changes: RowChange[],
): Promise<(VisibleChange | null)[]> {
  return store.asRole(
    claims,
    async (db) => {
      const columns = await selectableColumns(db, target.schema, target.table);
      if (!columns.length) return changes.map(() => null);
      const names = new Set(columns.map((column) => column.name));
      const live = changes.filter((change) => change.type !== 'DELETE');
      const records = live.length ? await readRows(db, target, columns, live) : new Map();
      return changes.map((change) => {
        if (change.type === 'DELETE') {
          const key = Object.entries(change.key).filter(([name]) => names.has(name));
          return { columns, record: Object.fromEntries(key) };
        }
        const record = records.get(keyText(change.key, Object.keys(change.key)));
        return record ? { columns, record } : null;
      });
    },
    'background',
  );
}

const keyText = (key: Record<string, unknown>, names: string[]) =>
  JSON.stringify(names.map((name) => key[name]));

/**
 * The rows still there, by key. The keys travel as one JSON parameter, typed by the table's own
 * row type, so the comparison uses the key's index and the parameter count never grows.
 */
async function readRows(
  db: Queryable,
  target: { schema: string; table: string },
  columns: Column[],
  changes: RowChange[],
): Promise<Map<string, Record<string, unknown>>> {
  const keyNames = Object.keys(changes[0]?.key ?? {});
  const table = `${quoteIdent(target.schema)}.${quoteIdent(target.table)}`;
  const own = (name: string) => `s.${quoteIdent(name)}`;
  const rows = await db.query<{ key: unknown[]; record: string }>(
    `select jsonb_build_array(${keyNames.map(own).join(', ')}) as key,
       (select row_to_json(r) from (select ${columns.map((c) => `${own(c.name)} as ${quoteIdent(c.name)}`).join(', ')}) r)::text as record
     from ${table} s
     where (${keyNames.map(own).join(', ')}) in
       (select ${keyNames.map((name) => `k.${quoteIdent(name)}`).join(', ')} from json_populate_recordset(null::${table}, $1::json) k)`,
    [JSON.stringify(changes.map((change) => change.key))],
  );
  return new Map(
    rows.map((row) => [JSON.stringify(row.key), JSON.parse(row.record) as Record<string, unknown>]),
  );
}

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
