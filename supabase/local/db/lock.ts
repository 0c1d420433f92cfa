import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inUse = (dataDir: string, pid: number) =>
  new Error(
    `The database in ${dataDir} is in use by another local backend (process ${pid}). ` +
      'Stop that one, or give this one its own directory with LOCAL_DB_DIR.',
  );

const heldHere = new Set<string>();

/**
 * One gateway per data directory: PGlite is a single-process database and two writers would
 * corrupt it. A lock left by a process that has died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.resolve(dataDir, 'gateway.lock');
  if (heldHere.has(lockFile)) throw inUse(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) throw inUse(dataDir, owner);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
