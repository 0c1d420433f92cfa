/**
 * Where the local backend listens: 127.0.0.1 on the Supabase CLI's port, 54321, or on
 * SUPABASE_LOCAL_PORT. The one setting that moves it for every command and for the pages they
 * build and serve (scripts/lib/machine/localBackend.ts, the build's Vite config, the e2e setup).
 */
export const DEFAULT_PORT = 54321;

/** SUPABASE_LOCAL_PORT as a port number, else 54321; anything else is refused in words. */
export function localBackendPort(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SUPABASE_LOCAL_PORT?.trim();
  if (!value) return DEFAULT_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(
      `SUPABASE_LOCAL_PORT is "${value}", which is not a port: set it to a whole number from 1 to 65535, or leave it unset for ${DEFAULT_PORT}.`,
    );
  }
  return port;
}

/** The local backend's address, as the pages call it. */
export const localBackendUrl = (env: NodeJS.ProcessEnv = process.env) =>
  `http://127.0.0.1:${localBackendPort(env)}`;
