/**
 * `npm start` and `npm run dev` bring the local Supabase stand-in up beside the site, unless the
 * site is configured for another backend (VITE_SUPABASE_URL elsewhere) or LOCAL_BACKEND=off.
 */
import { loadEnv } from 'vite';
import { DEFAULT_PORT, runGateway, stopOnSignals } from '../../../supabase/local/index.ts';

const configuredUrl = () =>
  loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), 'VITE_').VITE_SUPABASE_URL;

/** Why no local backend is started, or undefined when one should be. */
function reasonNotToStart(): string | undefined {
  const configured = configuredUrl();
  if (process.env.LOCAL_BACKEND === 'off')
    return configured
      ? `LOCAL_BACKEND=off: no local backend started; the site calls ${configured} (VITE_SUPABASE_URL).`
      : `LOCAL_BACKEND=off and no VITE_SUPABASE_URL: no local backend started, so the site calls http://127.0.0.1:${DEFAULT_PORT}, where nothing answers unless "npm run backend" runs there.`;
  if (!configured) return undefined;
  const url = new URL(configured);
  const local = ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (local && Number(url.port) === DEFAULT_PORT) return undefined;
  return `Using the backend named by VITE_SUPABASE_URL, ${configured} (no local backend started).`;
}

/** Starts the gateway when wanted, to run until the process is stopped. */
export async function startLocalBackendIfWanted(): Promise<void> {
  const reason = reasonNotToStart();
  if (reason) {
    console.log(reason);
    return;
  }
  stopOnSignals(await runGateway());
}
