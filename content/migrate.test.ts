import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithOwnerFacts } from '../tests/support/ownerFacts.ts';
import { pagesDir, publicDir, schemasDir } from '../scripts/lib/paths.ts';
import { saveInPlace } from './minimal-save.ts';
import { planMigration, type ContentFile } from './migrate.ts';
import { renameField, type ContentMigration } from './migrations/migration.ts';
import { isError, readPageFolder, validateContent } from './validator/index.ts';

/** The example: hero's "headline" becomes "title" (the schemas below say so too). */
const heroTitle: ContentMigration = {
  name: '0001-hero-headline-is-title',
  description: 'A hero\'s "headline" is now "title".',
  section: renameField('hero', 'headline', 'title'),
};

let realFiles: ContentFile[];
let work: string;
/** schemas/ at version 2: hero's headline renamed to title. */
let nextSchemas: string;

beforeAll(async () => {
  const { files } = await readPageFolder(pagesDir);
  realFiles = files.map((file) =>
    file.path.endsWith('/site.json') ? { ...file, text: siteWithOwnerFacts(file.text) } : file,
  );
  work = await mkdtemp(path.join(tmpdir(), 'migrate-'));
  nextSchemas = path.join(work, 'schemas');
  await cp(schemasDir, nextSchemas, { recursive: true });
  const hero = path.join(nextSchemas, 'sections/hero.schema.json');
  await writeFile(hero, (await readFile(hero, 'utf8')).replaceAll('"headline"', '"title"'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  return after.split('\n').flatMap((line, i) => (line === a[i] ? [] : [[a[i], line]]));
};

describe('planMigration on the real page files', () => {
  it('moves only the renamed keys and the version, line for line', () => {
    const plan = planMigration(realFiles, [heroTitle]);
    const pages = realFiles.filter((file) => !file.path.includes('/fragments/'));
    expect(plan.map((file) => file.path).sort()).toEqual(pages.map((file) => file.path).sort());
    for (const file of plan) {
      expect(file.text.split('\n')).toHaveLength(file.before.split('\n').length);
      for (const [before, after] of changedLines(file.before, file.text))
        expect(
          after === before!.replace('"headline":', '"title":') ||
            after === before!.replace('"schemaVersion": 1', '"schemaVersion": 2'),
          `${file.path}: ${before} → ${after}`,
        ).toBe(true);
    }
  });

  it('leaves nothing to do the second time', () => {
    const once = planMigration(realFiles, [heroTitle]);
    const byPath = new Map(once.map((file) => [file.path, file]));
    expect(
      planMigration(
        realFiles.map((f) => byPath.get(f.path) ?? f),
        [heroTitle],
      ),
    ).toEqual([]);
  });
});

describe('npm run validate on files behind the content model', () => {
  it('names each with old-schema-version and checks what the migration would leave', () => {
    const problems = validateContent({
      files: realFiles,
      schemasDir: nextSchemas,
      publicDir,
      migrations: [heroTitle],
    });
    const errors = problems.filter(isError);
    expect(new Set(errors.map((p) => p.code))).toEqual(new Set(['old-schema-version']));
    const about = errors.find((p) => p.file === 'pages-json/about.json')!;
    expect(about).toMatchObject({ pointer: '/schemaVersion', line: 3 });
    expect(about.message).toContain(
      'written for version 1 of the content model, which is now at version 2 (0001-hero-headline-is-title',
    );
    expect(about.message).toContain('npm run migrate');
  });
});

/** A page made from a real one, with its hero's headline and its indentation generated. */
const generatedPage = fc.record({
  base: fc.integer({ min: 0, max: 1000 }),
  indent: fc.constantFrom(2, 4, '\t'),
  headline: fc.stringMatching(/^[A-Z][a-z]{2,9}( [a-z]{2,9}){1,4}$/),
});

describe('migrations, for generated valid documents', () => {
  it('migrate then validate passes, and a second migrate changes nothing', () => {
    const pages = realFiles.filter(
      (f) => /"type": "hero"/.test(f.text) && !f.path.includes('/fragments/'),
    );
    fc.assert(
      fc.property(generatedPage, ({ base, indent, headline }) => {
        const page = pages[base % pages.length]!;
        const doc = JSON.parse(page.text) as { sections: { type: string; headline?: string }[] };
        const hero = doc.sections.find((section) => section.type === 'hero')!;
        hero.headline = headline;
        const text = `${JSON.stringify(doc, null, indent)}\n`;
        const files = realFiles.map((f) => (f === page ? { ...f, text } : f));
        expect(validateContent({ files, schemasDir, publicDir }).filter(isError)).toEqual([]);

        const once = new Map(planMigration(files, [heroTitle]).map((f) => [f.path, f]));
        const migrated = files.map((f) => once.get(f.path) ?? f);
        const after = validateContent({
          files: migrated,
          schemasDir: nextSchemas,
          publicDir,
          migrations: [heroTitle],
        });
        expect(after.filter(isError)).toEqual([]);
        expect(planMigration(migrated, [heroTitle])).toEqual([]);
        // Every other byte stayed: writing the old document back gives the old text.
        const mine = once.get(page.path)!;
        expect(saveInPlace(mine.text, JSON.parse(text))).toBe(text);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
