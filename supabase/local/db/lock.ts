/**
 * The data directory's lock, by process id, not proper-lockfile (docs/libraries.md). That
 * library tells a lock is stale by its age: its holder touches it every few seconds, and a lock
 * older than `stale` is taken. Here the holder is a gateway running for hours, whose PGlite works
 * on the main thread: an event loop blocked longer than `stale` on a busy machine would let a
 * second gateway take a live lock (two writers corrupt PGlite), or the library would throw in the
 * holder. And a gateway killed and started again at once would wait `stale` out. A process id
 * says both exactly: a live holder keeps its lock however busy, a dead one's lock is taken now.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

/** One exclusive create (O_CREAT | O_EXCL): true when this process made the file. */
function createExclusive(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const ownerOf = (file: string): number | null => {
  try {
    return Number(readFileSync(file, 'utf8')) || 0;
  } catch {
    return null;
  }
};

const ageMs = (file: string) => {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A takeover or lock file its process left half-made by dying; seconds are far more than it needs. */
const STALE_TAKEOVER_MS = 10_000;

function clearAbandonedTakeover(takeover: string): void {
  if (ageMs(takeover) > STALE_TAKEOVER_MS) rmSync(takeover, { force: true });
}

/**
 * Replaces a lock whose process has died. Only the holder of the takeover file may remove the
 * lock, and only after reading the same dead owner again; the new lock is still an exclusive
 * create, so of several processes replacing one stale lock at most one can win.
 */
function takeOver(lockFile: string, deadOwner: number): boolean {
  const takeover = `${lockFile}.takeover`;
  clearAbandonedTakeover(takeover);
  if (!createExclusive(takeover)) return false;
  try {
    if (ownerOf(lockFile) === deadOwner) rmSync(lockFile, { force: true });
    return createExclusive(lockFile);
  } finally {
    rmSync(takeover, { force: true });
  }
}

const heldHere = new Set<string>();

/**
 * One gateway per data directory: PGlite is a single-process database and two writers would
 * corrupt it. A lock left by a process that has died is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.resolve(dataDir, 'gateway.lock');
  if (heldHere.has(lockFile)) throw inUse(dataDir, process.pid);
  const release = () => {
    heldHere.delete(lockFile);
    rmSync(lockFile, { force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    if (createExclusive(lockFile)) {
      heldHere.add(lockFile);
      return release;
    }
    const owner = ownerOf(lockFile);
    if (owner === null) continue; // removed in between: try the exclusive create again
    // A pid of our own, left by an earlier process that had the same number, is stale too.
    if (owner && owner !== process.pid && isRunning(owner)) throw inUse(dataDir, owner);
    // No pid yet: its creator may still be writing it; only an old empty lock is abandoned.
    const abandoned = owner !== 0 || ageMs(lockFile) > STALE_TAKEOVER_MS;
    if (abandoned && takeOver(lockFile, owner)) {
      heldHere.add(lockFile);
      return release;
    }
    pause(20);
  }
  const owner = ownerOf(lockFile);
  throw owner ? inUse(dataDir, owner) : new Error(`Could not lock ${dataDir}.`);
}
