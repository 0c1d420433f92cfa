/**
 * `npm start` and `npm run dev` bring the local Supabase stand-in up beside the site, unless the
 * site is configured for another backend (VITE_SUPABASE_URL elsewhere) or LOCAL_BACKEND=off.
 */
import { loadEnv } from 'vite';
import { DEFAULT_PORT } from '../../supabase/local/gateway.ts';
import { runGateway, stopOnSignals } from '../../supabase/local/main.ts';

function wantsLocalBackend(): boolean {
  if (process.env.LOCAL_BACKEND === 'off') return false;
  const configured = loadEnv(
    process.env.NODE_ENV ?? 'production',
    process.cwd(),
    'VITE_',
  ).VITE_SUPABASE_URL;
  if (!configured) return true;
  const url = new URL(configured);
  return ['127.0.0.1', 'localhost'].includes(url.hostname) && Number(url.port) === DEFAULT_PORT;
}

/** Starts the gateway when wanted, to run until the process is stopped. */
export async function startLocalBackendIfWanted(): Promise<void> {
  if (!wantsLocalBackend()) {
    console.log('Using the backend named by VITE_SUPABASE_URL (no local backend started).');
    return;
  }
  stopOnSignals(await runGateway());
}
