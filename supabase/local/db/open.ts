/** Opens the gateway's database, applies the migrations and makes it ready for requests. */
import { installChangeTriggers } from './changes.ts';
import { migrate } from './migrate.ts';
import { AUTHENTICATOR_SETUP_SQL } from './requestRole.ts';
import type { Store } from './store.ts';

export interface OpenedStore {
  store: Store;
  appliedMigrations: string[];
}

export async function openStore(options: {
  dataDir: string;
  databaseUrl?: string;
  migrationsDir: string;
}): Promise<OpenedStore> {
  const store = options.databaseUrl
    ? await (await import('./postgres.ts')).openPostgres(options.databaseUrl)
    : await (await import('./pglite.ts')).openPglite(options.dataDir);
  try {
    const appliedMigrations = await migrate(store, options.migrationsDir);
    await installChangeTriggers(store);
    await store.exec(AUTHENTICATOR_SETUP_SQL);
    await store.openRequests();
    return { store, appliedMigrations };
  } catch (error) {
    await store.close();
    throw error;
  }
}
