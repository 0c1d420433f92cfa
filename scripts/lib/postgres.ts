/** Finds PostgreSQL's server programs (Debian keeps them out of PATH), installing them with apt when possible. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { aptInstall } from './apt.ts';

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

/** PostgreSQL for the backend tests' second run: found, installed, or explained. */
export function ensurePostgres(): string | undefined {
  const found = findPostgresBin();
  if (found) return found;
  if (aptInstall(['postgresql-15'], 'the backend tests also run against a real PostgreSQL 15.')) {
    return findPostgresBin();
  }
  console.warn(
    [
      'PostgreSQL is not installed, so the backend tests run against PGlite only.',
      'To run them against PostgreSQL too: on Debian `sudo apt-get install postgresql-15`,',
      'or set POSTGRES_BIN to a directory holding initdb and pg_ctl.',
    ].join('\n'),
  );
  return undefined;
}
