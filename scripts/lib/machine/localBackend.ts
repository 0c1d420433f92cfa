/**
 * Where the site's backend is, for every command: `npm start`, `serve` and `dev` bring the local
 * Supabase stand-in up beside the site, on SUPABASE_LOCAL_PORT (else 54321), and the pages they
 * build and serve call it there. VITE_SUPABASE_URL names another backend: elsewhere (hosted
 * Supabase), no local backend starts; on this machine (127.0.0.1 or localhost), it starts on that
 * URL's port. LOCAL_BACKEND=off starts none.
 */
import { localBackendPort, runGateway, stopOnSignals } from '../../../supabase/local/index.ts';
import { root } from '../paths.ts';

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

export interface BackendAddress {
  /** What the pages call (and the security policy lets them connect to). */
  url: string;
  /** The port a local backend must listen on to be that backend; none when it is elsewhere. */
  localPort?: number;
}

/** The backend the pages of a build in `mode` call, as src/backend/config.ts chooses it. */
export async function backendAddress(
  mode = process.env.NODE_ENV ?? 'production',
): Promise<BackendAddress> {
  // Vite reads the .env files as the build does; loaded only here, as it takes seconds to load
  // and `npm start`'s static server needs nothing else of it.
  const { loadEnv } = await import('vite');
  const configured = loadEnv(mode, root, 'VITE_').VITE_SUPABASE_URL?.replace(/\/+$/, '');
  if (!configured) {
    const port = localBackendPort();
    return { url: `http://127.0.0.1:${port}`, localPort: port };
  }
  const url = new URL(configured);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return { url: configured };
  return { url: configured, localPort: Number(url.port || 80) };
}

/** Starts the gateway when wanted, to run until the process is stopped. */
export async function startLocalBackendIfWanted(): Promise<void> {
  const { url, localPort } = await backendAddress();
  if (process.env.LOCAL_BACKEND === 'off') {
    console.log(
      `LOCAL_BACKEND=off: no local backend started; the site calls ${url}, where nothing answers unless a backend runs there ("npm run backend" with SUPABASE_LOCAL_PORT, or hosted Supabase).`,
    );
    return;
  }
  if (localPort === undefined) {
    console.log(`Using the backend named by VITE_SUPABASE_URL, ${url} (no local backend started).`);
    return;
  }
  stopOnSignals(await runGateway(localPort));
}
