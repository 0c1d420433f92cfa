/**
 * `npm run migrate [-- --check | --dry-run]`: rewrites every page file, site.json and fragment
 * that is behind the content model (content/migrations/), changing only what each
 * migration changes. --check exits 1 when a file is behind (CI); --dry-run prints the diffs.
 * Exit status 2 when the command line is wrong.
 */
import { migrateCommand, type MigrateMode } from '../content/node.ts';
import { pagesDir, publicDir, schemasDir } from './lib/paths.ts';
import { CommandLineError, readArgs } from './lib/args.ts';

function readMode(args: string[]): MigrateMode | Error {
  try {
    const { values } = readArgs(args, {
      options: { check: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
    });
    if (values.check && values['dry-run']) return new Error('Give --check or --dry-run, not both.');
    return values.check ? 'check' : values['dry-run'] ? 'dry-run' : 'write';
  } catch (error) {
    return error as Error;
  }
}

const mode = readMode(process.argv.slice(2));
if (mode instanceof Error) {
  console.error(
    mode instanceof CommandLineError
      ? mode.message
      : `${mode.message}\nUsage: npm run migrate [-- --check | --dry-run]`,
  );
  process.exitCode = 2;
} else {
  const outcome = await migrateCommand({ pagesDir, schemasDir, publicDir, mode });
  (outcome.code === 0 ? console.log : console.error)(outcome.lines.join('\n'));
  process.exitCode = outcome.code;
}
