import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteLiteral } from './sqlLiteral.ts';
import type { Store } from './store.ts';

/** Applies supabase/migrations/*.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(store: Store, migrationsDir: string): Promise<string[]> {
  // Same bookkeeping table as the Supabase CLI, so either tool sees what the other applied.
  await store.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const applied = new Set(
    (
      await store.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations',
      )
    ).map((row) => row.version),
  );
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = path.basename(file, '.sql').split('_');
    if (!version || applied.has(version)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    const name = rest.join('_');
    try {
      await store.exec(
        `begin;\n${sql}\n;insert into supabase_migrations.schema_migrations (version, name) values (${quoteLiteral(version)}, ${quoteLiteral(name)});\ncommit;`,
      );
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    newlyApplied.push(file);
  }
  return newlyApplied;
}
