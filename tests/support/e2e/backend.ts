/**
 * The real local backend for the browser tests: started once by global setup on the address the
 * built site calls (127.0.0.1:54321, or SUPABASE_LOCAL_PORT) over a throwaway database, read back
 * with the service key.
 */
import { createClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ws from 'ws';
import { LOCAL_SERVICE_ROLE_KEY, localBackendUrl } from '../../../supabase/local/index.ts';

export const BACKEND_URL = localBackendUrl();

/** The live notifications' socket refused, as Chromium logs it for a server the backend does not admit. */
export const REFUSED_REALTIME = `WebSocket connection to '${BACKEND_URL.replace('http', 'ws').replace(/\./g, '\\.')}\\/realtime\\/.*Unexpected response code: 403`;
export const BACKEND_STATE_FILE = path.resolve('test-results', '.e2e-backend.json');

export interface BackendState {
  pid: number;
  dataDir: string;
}

export const backendState = (): BackendState =>
  JSON.parse(readFileSync(BACKEND_STATE_FILE, 'utf8')) as BackendState;

export const database = () =>
  createClient(BACKEND_URL, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });

/** The rows of a table whose e-mail is this one, as stored in the database. */
export async function rowsByEmail(table: 'estimates' | 'contact_messages', email: string) {
  const { data, error } = await database().from(table).select('*').eq('email', email);
  if (error) throw new Error(`reading ${table} back failed: ${error.message}`);
  return data as Record<string, unknown>[];
}

export async function isUp(): Promise<boolean> {
  try {
    return (await fetch(`${BACKEND_URL}/health`)).ok;
  } catch {
    return false;
  }
}

/** Polls every 50 ms until `done` holds or `ms` pass; says which. */
export async function waitFor(done: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

/**
 * Stops the backend: SIGKILL, as a crash would, so the site meets a closed port; SIGTERM to
 * end the run cleanly. One already stopped is fine.
 */
export async function stopBackend(signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL'): Promise<void> {
  try {
    process.kill(backendState().pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await waitFor(async () => !(await isUp()), 5_000);
}
