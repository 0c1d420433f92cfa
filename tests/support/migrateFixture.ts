/**
 * A real `npm run migrate` process over a page folder, with a fixture migration (a hero's
 * "headline" becomes "title"), for the tests that kill it mid-write:
 *   node --import tsx tests/support/migrateFixture.ts <pages folder> <schemas folder>
 * It writes through the same code and signal handling as scripts/migrate.ts.
 */
import { renameField } from '../../content/index.ts';
import { migrateCommand } from '../../content/node.ts';
import { publicDir } from '../../scripts/lib/paths.ts';

const [pagesDir, schemasDir] = process.argv.slice(2) as [string, string];
const outcome = await migrateCommand({
  pagesDir,
  schemasDir,
  publicDir,
  mode: 'write',
  migrations: [
    {
      name: '0001-hero-headline-is-title',
      description: 'A hero\'s "headline" is now "title".',
      section: renameField('hero', 'headline', 'title'),
    },
  ],
});
console.log(outcome.lines.join('\n'));
process.exitCode = outcome.code;
