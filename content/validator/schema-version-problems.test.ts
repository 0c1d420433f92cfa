import { describe, expect, it } from 'vitest';
import { planMigration } from '../migrate.ts';
import { renameField, type ContentMigration } from '../migrations/migration.ts';
import { parseSource } from './json-source.ts';
import { formatProblem } from './problem.ts';
import { schemaVersionProblems } from './schema-version-problems.ts';

const heroTitle: ContentMigration = {
  name: '0001-hero-headline-is-title',
  description: 'a hero\'s "headline" is now "title"',
  section: renameField('hero', 'headline', 'title'),
};

const page = (version: number) => ({
  path: 'pages-json/about.json',
  text: `{\n  "schemaVersion": ${version},\n  "sections": [{ "type": "hero", "headline": "Hi" }]\n}\n`,
});
const fragment = {
  path: 'pages-json/fragments/top.json',
  text: '{ "type": "hero", "headline": "Shared" }',
};
const site = (version: number) => ({
  path: 'pages-json/site.json',
  text: `{ "schemaVersion": ${version} }`,
});

const printed = (files: { path: string; text: string }[]) => {
  const behind = planMigration(files, [heroTitle]);
  const sources = files.map(parseSource);
  return schemaVersionProblems(sources, behind, 2).map(formatProblem);
};

describe('schemaVersionProblems', () => {
  it('names a page, site.json and a changed fragment behind the content model', () => {
    expect(printed([page(1), site(1), fragment])).toEqual([
      'pages-json/about.json:2 /schemaVersion: written for version 1 of the content model, which is now at version 2 (0001-hero-headline-is-title: a hero\'s "headline" is now "title"). Run `npm run migrate` to rewrite it; any other problem listed for this file is what would be left after that. [old-schema-version]',
      'pages-json/site.json:1 /schemaVersion: written for version 1 of the content model, which is now at version 2 (0001-hero-headline-is-title: a hero\'s "headline" is now "title"). Run `npm run migrate` to rewrite it; any other problem listed for this file is what would be left after that. [old-schema-version]',
      'pages-json/fragments/top.json:1 /: this fragment moves with site.json, which is written for version 1 of the content model, which is now at version 2 (0001-hero-headline-is-title: a hero\'s "headline" is now "title"). Run `npm run migrate` to rewrite it; any other problem listed for this file is what would be left after that. [old-schema-version]',
    ]);
  });

  it('says nothing of files at the current version, and names one from a newer code', () => {
    expect(printed([page(2), site(2), fragment])).toEqual([]);
    expect(printed([page(3), site(2)])).toEqual([
      'pages-json/about.json:2 /schemaVersion: written for version 3 of the content model, but this copy of the code knows version 2 at most. Update the code (e.g. git pull) to the version that wrote it, or write 2 if the number is a mistake. [newer-schema-version]',
    ]);
  });
});
