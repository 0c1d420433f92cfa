import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTown, slugify, townRequest, UsageError } from './new-town.ts';
import { pagesDir, publicDir, schemasDir } from '../paths.ts';
import { formatProblem } from '../../../content/index.ts';
import { isDraft, loadContentFiles, validateContent } from '../../../content/node.ts';
import { withOwnerFacts } from '../../../tests/support/ownerFacts.ts';
import { copyPrettierSettings, prettierCheck } from '../../../tests/support/prettierSettings.ts';

let copy: string;

beforeAll(async () => {
  copy = path.join(await mkdtemp(path.join(tmpdir(), 'new-town-')), 'pages-json');
  await cp(pagesDir, copy, { recursive: true });
});
afterAll(async () => {
  await rm(path.dirname(copy), { recursive: true, force: true });
});

const listing = async () => (await readdir(copy, { recursive: true })).sort();

describe('the request', () => {
  it('derives the slug from the name', () => {
    expect(slugify('Mount Olive')).toBe('mount-olive');
    expect(slugify('Pequannock Twp.')).toBe('pequannock-twp');
    expect(slugify('Peñasco')).toBe('penasco');
    expect(townRequest({ name: ' Quillan Ridge ', zip: '07869' })).toEqual({
      name: 'Quillan Ridge',
      zip: '07869',
      slug: 'quillan-ridge',
    });
  });

  it('refuses a missing name, a ZIP that is not five digits and a slug that is not one', () => {
    expect(() => townRequest({ zip: '07869' })).toThrow(
      new UsageError('--name is required: the town as visitors write it.'),
    );
    expect(() => townRequest({ name: 'Quillan Ridge', zip: '7869' })).toThrow(
      '--zip must be a five-digit ZIP code; found "7869".',
    );
    expect(() =>
      townRequest({ name: 'Quillan Ridge', zip: '07869', slug: 'Quillan Ridge NJ' }),
    ).toThrow(
      '--slug must be lowercase letters and digits separated by dashes, e.g. "mount-olive"; found "Quillan Ridge NJ".',
    );
  });

  it('refuses a name of invisible characters as missing, and one holding a control character', () => {
    expect(() => townRequest({ name: '\u200b\u200b\u200b', zip: '07869' })).toThrow(
      new UsageError('--name is required: the town as visitors write it.'),
    );
    expect(() => townRequest({ name: 'Dover\u001b[2K', zip: '07801' })).toThrow(
      /^--name holds an escape character \(ESC\), U\+001B, at character 6: /,
    );
  });
});

// Made-up towns: an author's own next town (Randolph, the README's example, or Madison) in
// pages-json/ is never the page a test here expects to create.
describe('createTown', () => {
  it('writes a draft town that validates, with a warning per placeholder and for its copy', async () => {
    const request = townRequest({
      name: 'Quillan Ridge',
      zip: '07869',
      video: 'storage:website-assets/hero.mp4',
    });
    const result = await createTown(request, copy);
    expect(result).toEqual({
      created: true,
      file: 'pages-json/towns/quillan-ridge.json',
      route: '/interior-painting/quillan-ridge-nj',
      placeholders: 48,
    });
    const text = await readFile(path.join(copy, 'towns/quillan-ridge.json'), 'utf8');
    const doc = JSON.parse(text) as {
      draft: boolean;
      listing: { card: unknown };
      sections: [{ video: { src: string } }, ...unknown[]];
      sidebar: unknown[];
    };
    expect(doc.draft).toBe(true);
    expect(doc.listing.card).toMatchObject({ name: 'Quillan Ridge', zipCode: '07869' });
    expect(doc.sections[0].video.src).toBe('storage:website-assets/hero.mp4');
    expect(doc.sections).toContainEqual({ type: 'processSteps', fragment: 'town-process-steps' });
    expect(doc.sidebar).toContainEqual({ type: 'sidebarBox', fragment: 'town-sidebar-services' });

    // Each folder's whole report, the owner's facts written in (validated once per folder).
    const report = async (dir: string) => {
      const files = withOwnerFacts(await loadContentFiles(dir));
      const drafts = files.filter((file) => isDraft(JSON.parse(file.text))).map((f) => f.path);
      return { drafts, problems: validateContent({ files, schemasDir, publicDir }) };
    };
    const withTown = await report(copy);
    // Only the new town's: the rest of the folder is the live pages, drafts of an author's included.
    const problems = withTown.problems.filter(
      (problem) => problem.file === 'pages-json/towns/quillan-ridge.json',
    );
    expect(problems.filter((problem) => problem.severity === 'error').map(formatProblem)).toEqual(
      [],
    );
    const warnings = problems.map((problem) => problem.code);
    expect(warnings.filter((code) => code === 'unfinished-placeholder')).toHaveLength(48);
    // Placeholders are not copy: only the name-filled headings are the town's own words so far.
    expect(warnings).toContain('not-unique-copy');
    // The new draft changes no published page's report (another draft's count of its own words
    // may change: the two share the template's words).
    const published = ({ drafts, problems }: Awaited<ReturnType<typeof report>>) =>
      problems.filter((problem) => !drafts.includes(problem.file)).map(formatProblem);
    expect(published(withTown)).toEqual(published(await report(pagesDir)));
  });

  it("fits every placeholder within its field's limit, however long the town's name", async () => {
    const request = townRequest({ name: 'Quillandale-Troy Hills', zip: '07054' });
    expect(await createTown(request, copy)).toMatchObject({ created: true });
    const doc = JSON.parse(
      await readFile(path.join(copy, 'towns/quillandale-troy-hills.json'), 'utf8'),
    ) as { sections: [{ headline: string }, ...unknown[]] };
    // Too long with the name in it: the heading's placeholder says what to write without it.
    expect(doc.sections[0].headline).toBe(
      'TODO(author): the main heading: what local homeowners get (under 12 words)',
    );
  });

  it('refuses a name, slug or alias a page already has, and writes nothing', async () => {
    const before = await listing();
    const refusals = await Promise.all([
      createTown(
        townRequest({ name: 'quillan ridge', zip: '07869', slug: 'quillan-ridge-2' }),
        copy,
      ),
      createTown(townRequest({ name: 'Dover Heights', zip: '07801', slug: 'dover' }), copy),
      createTown(townRequest({ name: 'Jefferson Township', zip: '07438' }), copy),
    ]);
    expect(refusals).toEqual([
      {
        created: false,
        reasons: [
          '"quillan ridge" already has a page: pages-json/towns/quillan-ridge.json. Edit that file, or give another --name.',
        ],
      },
      {
        created: false,
        reasons: [
          '/interior-painting/dover-nj (slug "dover") is already the path of pages-json/towns/dover.json. Give another --slug.',
        ],
      },
      {
        created: false,
        reasons: [
          '/interior-painting/jefferson-township-nj (slug "jefferson-township") is already an alias of pages-json/towns/jefferson.json. Give another --slug, or edit that page.',
        ],
      },
    ]);
    expect(await listing()).toEqual(before);
  });

  it('refuses to write through a towns/ folder that is a symbolic link to a folder outside', async () => {
    const pages = path.join(await mkdtemp(path.join(tmpdir(), 'new-town-linked-')), 'pages-json');
    const outside = path.join(path.dirname(pages), 'outside');
    await cp(pagesDir, pages, { recursive: true });
    await rm(path.join(pages, 'towns'), { recursive: true });
    await mkdir(outside);
    await symlink(outside, path.join(pages, 'towns'));
    const result = await createTown(townRequest({ name: 'Quillan Ridge', zip: '07940' }), pages);
    expect(result).toEqual({
      created: false,
      reasons: ['towns/ goes through a symbolic link: nothing was written.'],
    });
    expect(await readdir(outside)).toEqual([]);
    await rm(path.dirname(pages), { recursive: true, force: true });
  });

  it('writes the town as the project’s Prettier settings say, so prettier --check passes', async () => {
    const project = await mkdtemp(path.join(tmpdir(), 'new-town-tabs-'));
    const pages = path.join(project, 'pages-json');
    await cp(pagesDir, pages, { recursive: true });
    await copyPrettierSettings(project);
    // A project indenting with tabs: the JSON.stringify indentation alone would not pass.
    const settings = path.join(project, '.prettierrc.json');
    const tabs = { ...JSON.parse(await readFile(settings, 'utf8')), useTabs: true };
    await writeFile(settings, JSON.stringify(tabs));
    const result = await createTown(townRequest({ name: 'Quillan Ridge', zip: '07940' }), pages);
    expect(result).toMatchObject({ created: true, file: 'pages-json/towns/quillan-ridge.json' });
    const check = await prettierCheck(project, ['pages-json/towns/quillan-ridge.json']);
    expect(check.output).toContain('All matched files use');
    expect(await readFile(path.join(pages, 'towns/quillan-ridge.json'), 'utf8')).toMatch(
      /^\t"path"/m,
    );
    await rm(project, { recursive: true, force: true });
  });
});
