/** Finds PostgreSQL's server programs for the backend tests (Debian keeps them out of PATH). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The bin directory holding initdb and pg_ctl, newest version first, or undefined. */
export function findPostgresBin(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN;
  if (fromEnv) return existsSync(path.join(fromEnv, 'initdb')) ? fromEnv : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}
