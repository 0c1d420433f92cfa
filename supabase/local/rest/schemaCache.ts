import type { Store } from '../db/store.ts';
import { restError, type RestError } from './errors.ts';

/** Tables and columns of the exposed schema, read as the owner, refreshed when a name is missing. */
export class SchemaCache {
  private tables = new Map<string, Set<string>>();

  constructor(
    private readonly store: Store,
    readonly schema = 'public',
  ) {}

  async refresh(): Promise<void> {
    const rows = await this.store.query<{ table_name: string; column_name: string }>(
      `select c.relname::text as table_name, a.attname::text as column_name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [this.schema],
    );
    const tables = new Map<string, Set<string>>();
    for (const row of rows) {
      const columns = tables.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      tables.set(row.table_name, columns);
    }
    this.tables = tables;
  }

  /** The table's columns, or PostgREST's PGRST205 when there is no such table. */
  async columns(table: string): Promise<Set<string> | RestError> {
    if (!this.tables.has(table)) await this.refresh();
    const columns = this.tables.get(table);
    if (columns) return columns;
    const near = [...this.tables.keys()].find((name) => name.startsWith(table.slice(0, 3)));
    return restError(
      404,
      'PGRST205',
      `Could not find the table '${this.schema}.${table}' in the schema cache`,
      null,
      near ? `Perhaps you meant the table '${this.schema}.${near}'` : null,
    );
  }
}
