/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary directory (as the `postgres`
 * user when running as root, since PostgreSQL refuses to run as root), on a spare port.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findPostgresBin } from '../db/postgresBin.ts';

export interface Cluster {
  databaseUrl: string;
  stop(): void;
}

async function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const idOf = (flag: '-u' | '-g') =>
  Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());

export async function startCluster(bin = findPostgresBin()): Promise<Cluster | undefined> {
  if (!bin) return undefined;
  const root = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, program), args, { stdio: 'pipe' });
  if (asRoot) {
    chownSync(root, idOf('-u'), idOf('-g'));
    chmodSync(root, 0o700);
  }
  const port = await sparePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(root, 'server.log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
