import { kindOf } from '../file-kind.ts';
import { statedVersion, type MigratedFile } from '../migrate.ts';
import type { ContentMigration } from '../migrations/migration.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';

const describe = (applied: readonly ContentMigration[]) =>
  applied.map((m) => `${m.name}: ${m.description}`).join('; ');

/**
 * Files written for another version of the content model: an older one is migrated in memory
 * before the other checks (so they report what would be left after `npm run migrate`), a newer
 * one is beyond what this code knows.
 */
export function schemaVersionProblems(
  sources: readonly JsonSource[],
  behind: readonly MigratedFile[],
  current: number,
): Problem[] {
  const migrated = new Map(behind.map((file) => [file.path, file]));
  return sources.flatMap((source) => {
    const file = migrated.get(source.path);
    if (file) {
      const pointer = file.kind === 'fragment' ? '/' : '/schemaVersion';
      const written =
        file.kind === 'fragment'
          ? `this fragment moves with site.json, which is written for version ${file.from}`
          : `written for version ${file.from}`;
      const message = `${written} of the content model, which is now at version ${current} (${describe(file.applied)}). Run \`npm run migrate\` to rewrite it; any other problem listed for this file is what would be left after that.`;
      return [source.problem('old-schema-version', pointer, message)];
    }
    const stated = kindOf(source) === 'fragment' ? undefined : statedVersion(source.value);
    if (stated === undefined || stated <= current) return [];
    const message = `written for version ${stated} of the content model, but this copy of the code knows version ${current} at most. Update the code (e.g. git pull) to the version that wrote it, or write ${current} if the number is a mistake.`;
    return [source.problem('newer-schema-version', '/schemaVersion', message)];
  });
}
