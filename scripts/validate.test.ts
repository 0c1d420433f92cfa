/**
 * `npm run validate` as CI runs it: output formats and exit codes, on a copy of pages-json/ with
 * one bad file or one draft added (PAGES_DIR points the command at the copy).
 */
import { execFile } from 'node:child_process';
import { cp, copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteWithOwnerFacts } from '../tests/support/ownerFacts.ts';
import { pagesDir, root } from './lib/paths.ts';
import { isDraft, loadContentFiles } from '../content/node.ts';

const run = promisify(execFile);
let workDir: string;

/**
 * A copy of pages-json/ in its own folder, with the owner's facts written in and without the
 * drafts an author may be writing (their placeholders are warnings this command prints too).
 */
async function copyOfPages(name: string) {
  const pages = path.join(workDir, name, 'pages-json');
  await cp(pagesDir, pages, { recursive: true });
  for (const file of await loadContentFiles(pages))
    if (isDraft(JSON.parse(file.text))) await rm(path.join(path.dirname(pages), file.path));
  // Only the fixture's problems: the owner's registration number is written in.
  const site = path.join(pages, 'site.json');
  await writeFile(site, siteWithOwnerFacts(await readFile(site, 'utf8')));
  return pages;
}

/** Runs the command on a page folder; never throws on a non-zero exit. */
async function validateFolder(pages: string, ...args: string[]) {
  const env = { ...process.env, PAGES_DIR: pages };
  try {
    // As `tsx scripts/validate.ts`, without tsx's launcher process (about a second of CPU a run).
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/validate.ts', ...args],
      { cwd: root, env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Runs the command on pages-json/ plus the named fixture. */
async function validate(fixture: string | undefined, ...args: string[]) {
  const pages = await copyOfPages(fixture ?? 'clean');
  if (fixture)
    await copyFile(path.join(root, 'tests/fixtures', fixture), path.join(pages, 'bad.json'));
  return validateFolder(pages, ...args);
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'validate-cli-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

// One at a time: eight at once on two cores took each past its timeout under load, for no gain.
describe('npm run validate', () => {
  it('--format github: one annotation per problem, exit status 1', async () => {
    const result = await validate('invalid/missing-headline.json', '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      '::error file=pages-json/bad.json,line=10,col=5,title=[missing-field]::/sections/0 (hero): "headline" is required. Add a "headline" string to this section.\n',
    );
    expect(result.stderr).toContain('1 problem in 1 file.');
  });

  it('--format json: the problems as JSON; a draft with placeholders passes, exit status 0', async () => {
    const result = await validate('invalid/draft-placeholders.json', '--format', 'json');
    expect(result.code).toBe(0);
    const problems = JSON.parse(result.stdout) as { code: string; severity: string }[];
    expect(problems.map((p) => `${p.severity} ${p.code}`)).toEqual([
      'warning unfinished-placeholder',
      'warning unfinished-placeholder',
      'warning not-unique-copy',
      'warning unfinished-placeholder',
    ]);
  });

  it('--format text (the default): the lines people read, exit status 1', async () => {
    const result = await validate('invalid/unknown-field.json');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'pages-json/bad.json:13 /sections/0/backgroundColour (hero): "backgroundColour" is not a known field here.',
    );
  });

  it('a page file or folder that is a symbolic link: a problem naming the link, never what it leads to', async () => {
    const pages = await copyOfPages('symlink');
    const secret = path.join(workDir, 'symlink', 'secret.txt');
    await writeFile(secret, 'CI_DEPLOY_TOKEN=fake-secret-123\n');
    await symlink(secret, path.join(pages, 'towns/x.json'));
    const elsewhere = path.join(workDir, 'symlink', 'elsewhere');
    await mkdir(elsewhere);
    await writeFile(
      path.join(elsewhere, 'y.json'),
      '{ "token": "CI_DEPLOY_TOKEN=fake-secret-123" }',
    );
    await symlink(elsewhere, path.join(pages, 'more'), 'dir');
    const [texts, annotations, json] = await Promise.all([
      validateFolder(pages),
      validateFolder(pages, '--format', 'github'),
      validateFolder(pages, '--format', 'json'),
    ]);
    const link = (name: string) =>
      `${name}:1 /: this is a symbolic link, so it was not followed or read: a page file or folder must be stored here itself, not lead elsewhere on the machine that checks it. Replace the link with the file or folder itself. [symlink]`;
    expect(texts.code).toBe(1);
    expect(texts.stderr).toBe(
      `${link('pages-json/more')}\n${link('pages-json/towns/x.json')}\n2 problems in 2 files.\n`,
    );
    expect(annotations.code).toBe(1);
    expect(json.code).toBe(1);
    for (const result of [texts, annotations, json]) {
      expect(result.stdout + result.stderr).not.toContain('fake-secret');
      expect(result.stdout + result.stderr).not.toContain(workDir);
    }
  });

  it('bytes that are not UTF-8: a not-unicode-text error at their line and column, not a silent "�"', async () => {
    const pages = await copyOfPages('latin-1');
    const minimal = await readFile(path.join(root, 'tests/fixtures/valid/minimal.json'), 'utf8');
    // "Café" as Windows-1252 writes it: é is the single byte E9.
    const [before, after] = minimal.split('"Minimal page"');
    const bytes = Buffer.concat([
      Buffer.from(`${before}"Caf`),
      Buffer.from([0xe9]),
      Buffer.from(`"${after}`),
    ]);
    await writeFile(path.join(pages, 'bad.json'), bytes);
    const line = before!.split('\n').length;
    const column = before!.length - before!.lastIndexOf('\n') + 4;
    const [text, annotations] = await Promise.all([
      validateFolder(pages),
      validateFolder(pages, '--format', 'github'),
    ]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain(
      `pages-json/bad.json:${line} /sections/0/headline (hero): these bytes are not UTF-8 text`,
    );
    expect(text.stderr).toMatch(/Save the file as UTF-8 in your editor .* \[not-unicode-text\]\n/);
    expect(annotations.stdout).toContain(
      `::error file=pages-json/bad.json,line=${line},col=${column},title=[not-unicode-text]::`,
    );
  });

  it('a section nested 3,000 levels deep: one too-deep problem, exit status 1, no stack trace', async () => {
    const result = await validate('invalid/too-deep.json');
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^pages-json\/bad\.json:12 \/sections\/0\/blocks(?:\/0){29}: this value opens level 33 .* \[too-deep\]$/,
    );
    expect(lines[1]).toBe('1 problem in 1 file.');
    expect(result.stderr).not.toMatch(/RangeError|\bat .*\.ts:\d+/);
  });

  it('a format character in a value (U+061C, a zero-width space, a tag): escaped in all three formats', async () => {
    const pages = await copyOfPages('format-characters');
    const minimal = await readFile(path.join(root, 'tests/fixtures/valid/minimal.json'), 'utf8');
    const doc = JSON.parse(minimal) as { sections: { actions?: unknown[] }[] };
    // An Arabic letter mark, a zero-width space, a word joiner and a tag character, in a link.
    const href = '/nowhere\u061c\u200b\u2060\u{e0041}';
    doc.sections[0]!.actions = [{ label: 'Go', intent: 'link', href }];
    await writeFile(path.join(pages, 'bad.json'), JSON.stringify(doc, null, 2));
    const results = await Promise.all(
      [[], ['--format', 'github'], ['--format', 'json']].map((args) =>
        validateFolder(pages, ...args),
      ),
    );
    for (const { code, stdout, stderr } of results) {
      expect(code).toBe(1);
      // Nothing acts: each line ends at its own line break.
      expect((stdout + stderr).replaceAll('\n', '')).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    }
    const [text, annotations, json] = results.map(({ stdout, stderr }) => stdout + stderr);
    const shown = '/nowhere\\u061c\\u200b\\u2060\\u{e0041}';
    expect(text).toContain(`link "${shown}" does not lead to any page`);
    expect(annotations).toContain(`link "${shown}" does not lead to any page`);
    expect(json).toContain(
      JSON.stringify(`link "${shown}" does not lead to any page`).slice(1, -1),
    );
  }, 120_000);

  it('a format it does not know: usage, exit status 2', async () => {
    const result = await validate(undefined, '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--format must be one of text, github, json; found "xml".');
    expect(result.stderr).toContain('Usage: npm run validate [-- --format text|github|json]');
  });
});
