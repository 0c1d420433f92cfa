import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKEND_STATE_FILE, BACKEND_URL, isUp, stopBackend, waitFor } from './backend.ts';

const BACKEND_START_TIMEOUT_MS = 120_000;

/** Starts the local backend over an empty database for the whole run; returns the teardown. */
export default async function globalSetup() {
  if (await isUp()) {
    throw new Error(
      `Something already answers on ${BACKEND_URL} (is \`npm start\`, \`npm run dev\` or \`npm run backend\` running?). ` +
        'Stop it: the end-to-end tests start their own backend there, with a throwaway database.',
    );
  }
  // The built site and the dev server of playwright.config.ts, on their ports.
  const sitePort = Number(process.env.E2E_PORT ?? 4174);
  const siteOrigins = [sitePort, sitePort + 1]
    .flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
    .join(',');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-backend-'));
  mkdirSync(path.dirname(BACKEND_STATE_FILE), { recursive: true });
  const logFile = path.join(dataDir, 'gateway.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    env: { ...process.env, LOCAL_DB_DIR: dataDir, DATABASE_URL: '', SITE_ORIGINS: siteOrigins },
    stdio: ['ignore', log, log],
  });
  writeFileSync(BACKEND_STATE_FILE, JSON.stringify({ pid: child.pid, dataDir }));
  let exited = false;
  child.once('exit', () => (exited = true));
  // A readiness wait, not a speed goal: a loaded machine can take a minute to start the database.
  const started = await waitFor(async () => exited || (await isUp()), BACKEND_START_TIMEOUT_MS);
  if (!started || exited) {
    // A backend that is still starting would hold the port for the next run: stop it.
    if (!exited) child.kill('SIGKILL');
    const why = exited
      ? 'did not start'
      : `did not answer within ${BACKEND_START_TIMEOUT_MS / 1000} s`;
    throw new Error(`The local backend ${why}:\n${readFileSync(logFile, 'utf8')}`);
  }

  return async () => {
    await stopBackend('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(BACKEND_STATE_FILE, { force: true });
  };
}
