/** PostgreSQL's server programs for `npm test`, installed with apt when possible. */
import { findPostgresBin } from '../../../supabase/local/index.ts';
import { aptInstall } from './apt.ts';

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
