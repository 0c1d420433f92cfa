/** The local Supabase stand-in alone, until Ctrl+C: `npm run backend` (scripts/backend.ts), and a process the tests start. */
import { localBackendPort } from './address.ts';
import { startGateway, type Gateway } from './gateway.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

/** Starts the gateway on `port` (SUPABASE_LOCAL_PORT, else 54321) and prints its address and keys. */
export async function runGateway(port = localBackendPort()) {
  const gateway = await startGateway({
    port,
    dataDir: process.env.LOCAL_DB_DIR,
    databaseUrl: process.env.DATABASE_URL,
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(
        `Port ${port} is in use: is another local backend running? Set SUPABASE_LOCAL_PORT to use another.`,
      );
    } else console.error(error.message);
    process.exit(1);
  });
  console.log(
    [
      `Local Supabase stand-in: ${gateway.url} (${gateway.storeKind === 'postgres' ? 'PostgreSQL from DATABASE_URL' : 'PGlite'})`,
      ...gateway.appliedMigrations.map((file) => `  applied migration ${file}`),
      `  VITE_SUPABASE_URL=${gateway.url}`,
      `  VITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`,
      `  SUPABASE_SERVICE_ROLE_KEY=${LOCAL_SERVICE_ROLE_KEY}`,
    ].join('\n'),
  );
  return gateway;
}

/** Ctrl+C or a stop signal closes the database cleanly (PGlite flushes) and frees its lock. */
export function stopOnSignals(gateway: Gateway): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void gateway.stop().finally(() => process.exit(0)));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopOnSignals(await runGateway());
}
