import type { Store } from '../db/store.ts';
import { restError, type RestError } from './errors.ts';

export interface TableShape {
  columns: Set<string>;
  /** Primary-key columns: the conflict target of an upsert that names none. */
  primaryKey: string[];
}

/** Tables and columns of the exposed schema, read as the owner, refreshed when a name is missing. */
export class SchemaCache {
  private tables = new Map<string, TableShape>();
  private refreshedAt = -Infinity;

  constructor(
    private readonly store: Store,
    readonly schema = 'public',
  ) {}

  async refresh(): Promise<void> {
    const rows = await this.store.query<{ table_name: string; column_name: string; key: boolean }>(
      `select c.relname::text as table_name, a.attname::text as column_name,
         coalesce(a.attnum = any(i.indkey), false) as key
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
       where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname, a.attnum`,
      [this.schema],
    );
    const tables = new Map<string, TableShape>();
    for (const row of rows) {
      const table = tables.get(row.table_name) ?? { columns: new Set<string>(), primaryKey: [] };
      table.columns.add(row.column_name);
      if (row.key) table.primaryKey.push(row.column_name);
      tables.set(row.table_name, table);
    }
    this.tables = tables;
    this.refreshedAt = Date.now();
  }

  /** The table's shape, or PostgREST's PGRST205 when there is no such table. */
  async table(name: string): Promise<TableShape | RestError> {
    // At most one catalogue read a second, however many unknown names a client asks for.
    if (!this.tables.has(name) && Date.now() - this.refreshedAt > 1000) await this.refresh();
    const table = this.tables.get(name);
    if (table) return table;
    const near = [...this.tables.keys()].find((known) => known.startsWith(name.slice(0, 3)));
    return restError(
      404,
      'PGRST205',
      `Could not find the table '${this.schema}.${name}' in the schema cache`,
      null,
      near ? `Perhaps you meant the table '${this.schema}.${near}'` : null,
    );
  }
}
