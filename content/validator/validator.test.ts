import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesDir, publicDir, root, schemasDir } from '../../scripts/lib/paths.ts';
import { withOwnerFacts } from '../../tests/support/ownerFacts.ts';
import { addedLines } from '../../tests/support/addedProblems.ts';
import {
  formatProblem,
  isDraft,
  isError,
  loadContentFiles,
  validateContent,
  type Problem,
} from './index.ts';
import { sectionRoles } from '../../src/generated/sectionTypes.ts';

const SECTION_TYPES_IN_FIXTURES = '{section types}';

type ContentFile = { path: string; text: string };

const invalidDir = path.join(root, 'tests/fixtures/invalid');
const fixtureNames = readdirSync(invalidDir)
  .filter((name) => name.endsWith('.json'))
  .sort();

let realFiles: ContentFile[] = [];
let realProblems: string[] = [];
let placeholderWarnings: string[] = [];

/** The backend's buckets as the project holds them, where the pages' videos are. */
const storageDir = path.join(root, 'supabase/storage');
const validate = (files: ContentFile[]) =>
  validateContent({ files, schemasDir, publicDir, storageDir });
const lines = (problems: Problem[]) => problems.map(formatProblem);
const fixture = (relativePath: string): ContentFile => ({
  path: relativePath,
  text: readFileSync(path.join(root, relativePath), 'utf8'),
});

beforeAll(async () => {
  const asWritten = await loadContentFiles(pagesDir);
  placeholderWarnings = lines(validate(asWritten));
  realFiles = withOwnerFacts(asWritten);
  realProblems = lines(validate(realFiles));
});

describe('formatProblem', () => {
  it('writes file, line, pointer, section type, message and code', () => {
    const problem: Problem = {
      code: 'missing-field',
      severity: 'error',
      file: 'pages-json/towns/dover.json',
      line: 41,
      column: 9,
      pointer: '/sections/3/items/0',
      context: 'projectCards',
      message: '"title" is required. Add a "title" string to this item.',
    };
    expect(formatProblem(problem)).toBe(
      'pages-json/towns/dover.json:41 /sections/3/items/0 (projectCards): "title" is required. Add a "title" string to this item. [missing-field]',
    );
    const withoutContext: Problem = {
      code: 'invalid-json',
      severity: 'error',
      file: 'a.json',
      line: 1,
      column: 1,
      pointer: '/',
      message: 'm',
    };
    expect(formatProblem(withoutContext)).toBe('a.json:1 /: m [invalid-json]');
  });

  it('marks a warning after its code', () => {
    const warning: Problem = {
      code: 'unfinished-placeholder',
      severity: 'warning',
      file: 'pages-json/towns/x.json',
      line: 7,
      column: 5,
      pointer: '/meta/title',
      message: 'm',
    };
    expect(formatProblem(warning)).toBe(
      'pages-json/towns/x.json:7 /meta/title: m [unfinished-placeholder] (warning)',
    );
  });
});

describe('loadContentFiles', () => {
  it('reads every page file under pages-json, sorted, with display paths', () => {
    const paths = realFiles.map((file) => file.path);
    expect(paths).toContain('pages-json/site.json');
    expect(paths).toContain('pages-json/home.json');
    expect(paths.every((p) => p.startsWith('pages-json/') && p.endsWith('.json'))).toBe(true);
    expect(paths).toEqual([...paths].sort());
  });
});

describe('the real page files', () => {
  it('have no errors; outside drafts, the only warning is the registration number the owner has yet to supply', () => {
    // A draft an author is writing may have warnings (its placeholders, its thin copy), never errors.
    const drafts = realFiles.filter((file) => isDraft(JSON.parse(file.text))).map((f) => f.path);
    const published = (line: string) => !drafts.some((draft) => line.startsWith(`${draft}:`));
    expect(validate(realFiles).filter(isError).map(formatProblem)).toEqual([]);
    expect(realProblems.filter(published)).toEqual([]);
    expect(placeholderWarnings.filter(published)).toEqual([
      'pages-json/site.json:16 /hicRegistration: still a placeholder ("TODO(author): the NJ Home Improvement Contractor registration number from the certificate, e.g. 13VH followed by 8 digits"). Until it is written, the site shows no NJ Home Improvement Contractor registration number. Write the real one when the owner supplies it. [unfinished-placeholder] (warning)',
    ]);
  });
});

describe('fixtures', () => {
  it('has a bad page file with expected messages for each rule', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(12);
    const expectedFiles = readdirSync(invalidDir).filter((name) => name.endsWith('.expected.txt'));
    expect(expectedFiles.sort()).toEqual(
      fixtureNames.map((n) => n.replace(/\.json$/, '.expected.txt')),
    );
  });

  it('accepts the minimal valid page', () => {
    const minimal = fixture('tests/fixtures/valid/minimal.json');
    expect(lines(validate([...realFiles, minimal]))).toEqual(realProblems);
  });

  it('accepts "rating": null, a page that states no aggregate rating', () => {
    const doc = JSON.parse(fixture('tests/fixtures/valid/minimal.json').text) as {
      meta: Record<string, unknown>;
    };
    doc.meta.structuredData = { business: { priceRange: '$$', rating: null } };
    const file = { path: 'tests/fixtures/valid/no-rating.json', text: JSON.stringify(doc) };
    expect(lines(validate([...realFiles, file]))).toEqual(realProblems);
  });

  it.each(fixtureNames)('%s produces exactly the expected messages', (name) => {
    const file = fixture(`tests/fixtures/invalid/${name}`);
    const expectedText = readFileSync(
      path.join(invalidDir, name.replace(/\.json$/, '.expected.txt')),
      'utf8',
    );
    // The list of section types is written once, by the generator; fixtures name it.
    const expected = expectedText
      .replaceAll(SECTION_TYPES_IN_FIXTURES, Object.keys(sectionRoles).join(', '))
      .split('\n')
      .filter((line) => line.trim() !== '');
    const problems = validate([...realFiles, file]);
    expect(expected.length).toBeGreaterThan(0);
    expect(lines(problems.filter((p) => p.file === file.path))).toEqual(expected);
    expect(lines(problems.filter((p) => p.file !== file.path))).toEqual(realProblems);
  });
});

describe('one run', () => {
  it('reports every error of a file with many errors, schema and cross-file alike', () => {
    const file = fixture('tests/fixtures/invalid/multiple-errors.json');
    const problems = validate([...realFiles, file]).filter((p) => p.file === file.path);
    expect(problems.length).toBeGreaterThanOrEqual(10);
    const messages = problems.map((p) => p.message).join('\n');
    for (const part of [
      'is required',
      'is not a known field',
      'unknown section type',
      'must be one of',
    ]) {
      expect(messages).toContain(part);
    }
    for (const part of [
      'is not allowed in a paragraph block',
      'does not lead to any page',
      'was not found under public/',
    ]) {
      expect(messages).toContain(part);
    }
    expect(new Set(problems.map((p) => p.line)).size).toBeGreaterThanOrEqual(9);
  });

  it('reports problems in several files at once', () => {
    const files = ['missing-headline.json', 'bad-enum.json', 'invalid-json.json'].map((name) =>
      fixture(`tests/fixtures/invalid/${name}`),
    );
    const added = addedLines(lines(validate([...realFiles, ...files])), realProblems);
    const reported = new Set(added.map((line) => line.split(':')[0]));
    expect([...reported].sort()).toEqual(files.map((f) => f.path).sort());
  });
});

describe('text limits', () => {
  it('refuses a 10 MB heading with its limit and its length, in one message', () => {
    const doc = JSON.parse(fixture('tests/fixtures/valid/minimal.json').text) as {
      path: string;
      sections: { headline: string }[];
    };
    doc.path = '/fixture-huge-heading';
    doc.sections[0]!.headline = 'A'.repeat(10 * 1024 * 1024);
    const file = { path: 'tests/fixtures/invalid/huge-heading.json', text: JSON.stringify(doc) };
    const problems = validate([...realFiles, file]);
    expect(lines(problems.filter((p) => p.file === file.path))).toEqual([
      'tests/fixtures/invalid/huge-heading.json:1 /sections/0/headline (hero): must be at most 80 characters long; found 10,485,760. Shorten it to 80 characters or fewer. [too-long]',
    ]);
    expect(lines(problems.filter((p) => p.file !== file.path))).toEqual(realProblems);
  });
});

describe('site.json', () => {
  it('is checked against site.schema.json, links included', () => {
    const site = realFiles.find((file) => file.path === 'pages-json/site.json');
    if (!site) throw new Error('pages-json/site.json is missing');
    const doc = JSON.parse(site.text) as Record<string, unknown> & {
      hours: Record<string, unknown>[];
    };
    doc.hours.push({ label: 'Holidays', days: ['Monday'], closed: true, opens: '08:00' });
    doc.nav = [{ label: 'Contact', href: '#contact' }];
    const text = JSON.stringify(doc, null, 2);
    const files = realFiles.map((file) => (file === site ? { path: site.path, text } : file));
    const line = (needle: string) => text.slice(0, text.lastIndexOf(needle)).split('\n').length;
    const hoursIndex = doc.hours.length - 1;
    const others = realProblems.filter((problem) => !problem.startsWith(`${site.path}:`));
    expect(addedLines(lines(validate(files)), others)).toEqual([
      `pages-json/site.json:${line('"opens": "08:00"')} /hours/${hoursIndex}/opens: "opens" is not allowed when "closed" is set. Remove it. [field-not-allowed]`,
      `pages-json/site.json:${line('"href": "#contact"')} /nav/0/href: link "#contact" has no page to point into, because this file is shared by every page. Write the page's path in front, e.g. "/#contact". [anchor-without-page]`,
    ]);
  });
});

describe('drafts', () => {
  const page = (file: string, change: (doc: Record<string, unknown>) => void): ContentFile => {
    const doc = JSON.parse(fixture('tests/fixtures/valid/minimal.json').text) as Record<
      string,
      unknown
    >;
    change(doc);
    return { path: file, text: JSON.stringify(doc, null, 2) };
  };
  const copyOf = (path: string) => {
    const file = realFiles.find((real) => real.path === path);
    if (!file) throw new Error(`${path} is missing`);
    return JSON.parse(file.text) as Record<string, unknown>;
  };

  it('link-to-draft: a published page may not link to a draft, which the build leaves out', () => {
    const draft = page('tests/fixtures/valid/draft.json', (doc) => {
      doc.path = '/fixture-draft';
      doc.draft = true;
    });
    const linking = page('tests/fixtures/valid/linking.json', (doc) => {
      doc.path = '/fixture-linking';
      doc.sections = [
        {
          type: 'hero',
          headline: 'Links',
          actions: [{ label: 'See it', intent: 'link', href: '/fixture-draft' }],
        },
      ];
    });
    expect(addedLines(lines(validate([...realFiles, draft, linking])), realProblems)).toEqual([
      'tests/fixtures/valid/linking.json:17 /sections/0/actions/0/href (hero): link "/fixture-draft" leads to tests/fixtures/valid/draft.json, a draft, which the build leaves out. Remove the link until that page is published, or publish it by removing its "draft". [link-to-draft]',
    ]);
    const draftLinking = page('tests/fixtures/valid/linking.json', (doc) => {
      doc.path = '/fixture-linking';
      doc.draft = true;
      doc.sections = [
        {
          type: 'hero',
          headline: 'Links',
          actions: [{ label: 'See it', intent: 'link', href: '/fixture-draft' }],
        },
      ];
    });
    expect(lines(validate([...realFiles, draft, draftLinking]))).toEqual(realProblems);
  });

  it('empty-derived-list: warns, without failing, when a derived list would show no page', () => {
    const withoutTowns = realFiles.filter((file) => !file.path.startsWith('pages-json/towns/'));
    const townLinks = (file: string, line: number, section: number) =>
      `${file}:${line} /sections/${section} (townLinks): the town links would be empty: no published page has "listing": { "group": "town" }, so the page shows nothing here. Publish a page of that group, or remove this section. [empty-derived-list] (warning)`;
    // An author's photo on a town page is then on no page: that warning is not this test's.
    const derived = validate(withoutTowns).filter((p) => p.code !== 'unused-photo');
    expect(lines(derived)).toEqual([
      townLinks('pages-json/home.json', 307, 6),
      'pages-json/legal/sitemap.json:31 /sections/1/groups/2 (sitemapIndex): the list "Locations" would be empty: no published page has "listing": { "group": "town" }, so the page shows nothing here. Publish a page of that group, or remove this group. [empty-derived-list] (warning)',
      'pages-json/services.json:83 /sections/2 (townCards): the town cards would be empty: no published page has "listing": { "group": "town" }, so the page shows nothing here. Publish a page of that group, or remove this section. [empty-derived-list] (warning)',
      townLinks('pages-json/services/cabinet-refinishing.json', 194, 7),
      townLinks('pages-json/services/color-consultation.json', 196, 7),
      townLinks('pages-json/services/exterior-painting.json', 196, 7),
      townLinks('pages-json/services/interior-painting.json', 196, 7),
    ]);
  });

  it('reviewer-elsewhere: warns when one reviewer name comes from another town on another page', () => {
    const review = (location: string) => ({
      type: 'testimonialGrid',
      heading: 'Reviews',
      testimonials: [{ name: 'Jennifer R.', location, rating: 5, text: 'Careful and tidy work.' }],
    });
    const elsewhere = page('tests/fixtures/valid/reviews.json', (doc) => {
      doc.path = '/fixture-reviews';
      doc.sections = [review('Dover, NJ')];
    });
    expect(addedLines(lines(validate([...realFiles, elsewhere])), realProblems)).toEqual([
      'tests/fixtures/valid/reviews.json:16 /sections/0/testimonials/0/location (testimonialGrid): reviewer "Jennifer R." is from Dover, NJ here but from Morristown, NJ in pages-json/home.json (/sections/4/testimonials/0/location). One reviewer is one person: give the same location on every page, or, for another client, another name. [reviewer-elsewhere] (warning)',
    ]);
    const same = page('tests/fixtures/valid/reviews.json', (doc) => {
      doc.path = '/fixture-reviews';
      doc.sections = [review('Morristown, NJ')];
    });
    expect(lines(validate([...realFiles, same]))).toEqual(realProblems);
    // Two drafts of new:town share their placeholder names; a placeholder is no reviewer yet.
    const placeholderReview = (town: string) =>
      page(`tests/fixtures/valid/${town}.json`, (doc) => {
        doc.path = `/fixture-${town}`;
        doc.draft = true;
        doc.sections = [
          {
            ...review(`${town}, NJ`),
            testimonials: [
              {
                name: "TODO(author): client 1's first name and initial",
                location: `${town}, NJ`,
                rating: 5,
                text: 'TODO(author): what client 1 said',
              },
            ],
          },
        ];
      });
    const drafts = [placeholderReview('madison'), placeholderReview('randolph')];
    const added = addedLines(lines(validate([...realFiles, ...drafts])), realProblems);
    expect(added.filter((line) => line.endsWith('[reviewer-elsewhere] (warning)'))).toEqual([]);
  });

  it('hyphen-in-range: warns when visible text writes a number range with a hyphen', () => {
    const hyphen = page('tests/fixtures/valid/ranges.json', (doc) => {
      doc.path = '/fixture-ranges';
      doc.sections = [
        {
          type: 'hero',
          headline: 'Rooms in 1-2 days',
          subtitle: 'Call (973) 555-0142: 3–5 days, a 3-year warranty, [our team](/about).',
        },
      ];
    });
    expect(lines(validate([...realFiles, hyphen]))).toEqual([
      ...realProblems,
      'tests/fixtures/valid/ranges.json:12 /sections/0/headline (hero): the number range "1-2" is written with a hyphen. Write "1–2", with an en dash (–). [hyphen-in-range] (warning)',
    ]);
  });

  it('a draft copied from a town does not make the town fail its unique-copy check', () => {
    const copy = copyOf('pages-json/towns/dover.json');
    copy.path = '/interior-painting/dover-copy-nj';
    copy.aliases = [];
    copy.draft = true;
    const draft = { path: 'pages-json/towns/dover-copy.json', text: JSON.stringify(copy) };
    const problems = validate([...realFiles, draft]);
    expect(lines(problems.filter((problem) => problem.file !== draft.path))).toEqual(realProblems);
    expect(
      problems
        .filter((problem) => problem.file === draft.path)
        .map((problem) => `${problem.code} ${problem.severity} ${problem.file}`),
    ).toEqual([`not-unique-copy warning ${draft.path}`]);
  });
});
