import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesDir, publicDir, root, schemasDir } from '../../scripts/lib/paths.ts';
import { isProblemCode, problemCodes } from './codes.ts';
import { formatProblem, loadContentFiles, validateContent, type Problem } from './index.ts';
import { codeOf } from './schema-problems.ts';

type ContentFile = { path: string; text: string };

const invalidDir = path.join(root, 'tests/fixtures/invalid');
const read = (relativePath: string): ContentFile => ({
  path: relativePath,
  text: readFileSync(path.join(root, relativePath), 'utf8'),
});
const fixtures = readdirSync(invalidDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => read(`tests/fixtures/invalid/${name}`));
/** The backend's buckets as the project holds them, where the pages' videos are. */
const storageDir = path.join(root, 'supabase/storage');
const validate = (files: ContentFile[]) =>
  validateContent({ files, schemasDir, publicDir, storageDir });
const minimal = read('tests/fixtures/valid/minimal.json');
const variant = (file: string, change: (doc: Record<string, unknown>) => void): ContentFile => {
  const doc = JSON.parse(minimal.text) as Record<string, unknown>;
  change(doc);
  return { path: file, text: JSON.stringify(doc, null, 2) };
};

let realFiles: ContentFile[] = [];
beforeAll(async () => {
  realFiles = await loadContentFiles(pagesDir);
});

describe('problem codes', () => {
  it('every code the validator gives, on the real files and every fixture, is in the catalogue', () => {
    // One run over all of them: the codes are what matters here, not which file caused which.
    const problems: Problem[] = validate([...realFiles, ...fixtures]);
    expect(problems.length).toBeGreaterThan(fixtures.length);
    expect(problems.map((problem) => problem.code).filter((code) => !isProblemCode(code))).toEqual(
      [],
    );
  }, 60_000);

  it('every catalogue code has a fixture or a unit test that shows it printed', () => {
    const expectedOutput = readdirSync(invalidDir)
      .filter((name) => name.endsWith('.expected.txt'))
      .map((name) => readFileSync(path.join(invalidDir, name), 'utf8'));
    const unitTests = readdirSync(import.meta.dirname)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => readFileSync(path.join(import.meta.dirname, name), 'utf8'));
    const shown = [...expectedOutput, ...unitTests].join('\n');
    const unshown = Object.keys(problemCodes).filter((code) => !shown.includes(`[${code}]`));
    expect(unshown).toEqual([]);
  });

  it('explains every code in one line', () => {
    for (const [code, explanation] of Object.entries(problemCodes)) {
      expect(code).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(explanation).toMatch(/^\S.*\.$/);
      expect(explanation).not.toContain('\n');
    }
  });
});

describe('codes without a fixture file of their own', () => {
  it('missing-site: no site.json beside the pages', () => {
    expect(validate([minimal]).map(formatProblem)).toContain(
      'tests/fixtures/valid/site.json:1 /: site.json is missing. Create it beside the page files, following schemas/site.schema.json. [missing-site]',
    );
  });

  it('duplicate-alias: two pages with one alias', () => {
    const first = variant('tests/fixtures/valid/first.json', (doc) => {
      doc.path = '/fixture-first';
      doc.aliases = ['/fixture-shared'];
    });
    const second = variant('tests/fixtures/valid/second.json', (doc) => {
      doc.path = '/fixture-second';
      doc.aliases = ['/fixture-shared'];
    });
    const lines = validate([...realFiles, first, second])
      .filter((problem) => problem.file === second.path)
      .map(formatProblem);
    expect(lines).toEqual([
      'tests/fixtures/valid/second.json:16 /aliases/0: alias "/fixture-shared" is also an alias of tests/fixtures/valid/first.json. Keep it on one page only. [duplicate-alias]',
    ]);
  });

  it('no-matching-form and schema-mismatch: the keywords with no reachable fixture', () => {
    const error = (keyword: string) => ({ keyword, params: {} }) as ErrorObject;
    expect(`[${codeOf(error('oneOf'))}]`).toBe('[no-matching-form]');
    expect(`[${codeOf(error('anyOf'))}]`).toBe('[no-matching-form]');
    expect(`[${codeOf(error('contains'))}]`).toBe('[schema-mismatch]');
  });
});
