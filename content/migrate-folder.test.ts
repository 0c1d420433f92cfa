import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteWithOwnerFacts } from '../tests/support/ownerFacts.ts';
import { copyProject, type ProjectCopy } from '../tests/support/projectCopy.ts';
import { copyPrettierSettings, prettierCheck } from '../tests/support/prettierSettings.ts';
import { pagesDir, publicDir, root, schemasDir } from '../scripts/lib/paths.ts';
import { isTemporaryFile, temporaryFileTarget } from './atomic-write.ts';
import { migrateFolder, type MigrateMode } from './migrate-folder.ts';
import { renameField, type ContentMigration } from './migrations/migration.ts';

const heroTitle: ContentMigration = {
  name: '0001-hero-headline-is-title',
  description: 'A hero\'s "headline" is now "title".',
  section: renameField('hero', 'headline', 'title'),
};
/** Gives each page two short keywords: a list the in-place save would leave over several lines. */
const twoKeywords: ContentMigration = {
  name: '0002-two-keywords',
  description: 'Each page has two keywords.',
  page: (page) =>
    typeof page.meta === 'object' && page.meta !== null && !Array.isArray(page.meta)
      ? { ...page, meta: { ...page.meta, keywords: ['painters', 'painting'] } }
      : page,
};
/** Drops every hero's headline, which the schema requires. */
const breaksHeroes: ContentMigration = {
  name: '0001-drop-hero-headline',
  description: 'A broken migration.',
  section: ({ headline: _, ...section }) => section,
};

let work: string;
let pages: string;
let nextSchemas: string;
let schemasCopy: string;

// The next content model, shared: no test changes it, and the validator compiles a folder's
// schemas once per process.
beforeAll(async () => {
  schemasCopy = await mkdtemp(path.join(tmpdir(), 'migrate-folder-schemas-'));
  nextSchemas = path.join(schemasCopy, 'schemas');
  await cp(schemasDir, nextSchemas, { recursive: true });
  const hero = path.join(nextSchemas, 'sections/hero.schema.json');
  await writeFile(hero, (await readFile(hero, 'utf8')).replaceAll('"headline"', '"title"'));
});
afterAll(() => rm(schemasCopy, { recursive: true, force: true }));

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'migrate-folder-'));
  pages = path.join(work, 'pages-json');
  await cp(pagesDir, pages, { recursive: true });
  await copyPrettierSettings(work);
  const site = path.join(pages, 'site.json');
  await writeFile(site, siteWithOwnerFacts(await readFile(site, 'utf8')));
});
// beforeEach makes a copy for every test: each is removed after its test.
afterEach(() => rm(work, { recursive: true, force: true }));

const about = () => readFile(path.join(pages, 'about.json'), 'utf8');
/** The about page's hero headline as the author has written it. */
const aboutHeadline = async () =>
  (JSON.parse(await about()) as { sections: [{ headline: string }] }).sections[0].headline;
const run = (mode: MigrateMode, migrations: ContentMigration[]) =>
  migrateFolder({ pagesDir: pages, schemasDir: nextSchemas, publicDir, mode, migrations });

describe('npm run migrate', () => {
  it('--check exits 1 and lists the files behind, writing nothing', async () => {
    const before = await about();
    const outcome = await run('check', [heroTitle]);
    expect(outcome.code).toBe(1);
    expect(outcome.lines).toContain(
      '  pages-json/about.json (from version 1: 0001-hero-headline-is-title)',
    );
    expect(await about()).toBe(before);
  });

  it('--dry-run prints each diff and writes nothing', async () => {
    const before = await about();
    const headline = JSON.stringify(await aboutHeadline());
    const outcome = await run('dry-run', [heroTitle]);
    const text = outcome.lines.join('\n');
    expect(outcome.code).toBe(0);
    expect(text).toContain('--- a/pages-json/about.json');
    expect(text).toContain(`-      "headline": ${headline},\n+      "title": ${headline},`);
    expect(await about()).toBe(before);
  });

  it('prints a file name holding ESC, line breaks or U+202E escaped, one line each', async () => {
    const name = 'evil\n\u001b[2KEvery page file is at version 2.\u202e.json';
    const doc = JSON.parse(await about()) as { path: string };
    await writeFile(path.join(pages, name), JSON.stringify({ ...doc, path: '/evil' }, null, 2));
    const shown = 'pages-json/evil\\n\\u001b[2KEvery page file is at version 2.\\u202e.json';
    for (const mode of ['check', 'dry-run'] as const) {
      const printed = (await run(mode, [heroTitle])).lines.join('\n');
      expect(printed.split('\n').filter((line) => /[\p{Cc}\p{Cf}]/u.test(line))).toEqual([]);
      expect(printed).toContain(
        mode === 'check' ? `  ${shown} (from version 1:` : `--- a/${shown}`,
      );
    }
  });

  it('rewrites the files, and then has nothing left to do', async () => {
    const headline = await aboutHeadline();
    expect((await run('write', [heroTitle])).code).toBe(0);
    const doc = JSON.parse(await about());
    expect(doc.schemaVersion).toBe(2);
    expect(doc.sections[0]).toMatchObject({ type: 'hero', title: headline });
    expect(await run('check', [heroTitle])).toMatchObject({ code: 0, changed: [] });
  });

  it('writes each file as Prettier would, so `npm run lint` passes after it', async () => {
    const outcome = await run('write', [heroTitle, twoKeywords]);
    expect(outcome.code).toBe(0);
    expect((JSON.parse(await about()) as { meta: unknown }).meta).toMatchObject({
      keywords: ['painters', 'painting'],
    });
    const check = await prettierCheck(work, ['pages-json']);
    expect(check.output).toContain('All matched files use');
  });

  it('a migration whose output the schema rejects writes nothing and names file, pointer and migration', async () => {
    const before = await about();
    const outcome = await run('write', [breaksHeroes]);
    expect(outcome.code).toBe(1);
    expect(outcome.lines[0]).toBe('Nothing was written: the migrated files would not validate.');
    expect(outcome.lines).toContainEqual(
      expect.stringMatching(
        /^pages-json\/about\.json:\d+ \/sections\/0 \(hero\): .*\[missing-field\] \(after migration 0001-drop-hero-headline\)$/,
      ),
    );
    expect(await about()).toBe(before);
  });
});

describe('npm run migrate --check tells the truth about versions it cannot read', () => {
  it.each([
    ['99', 'newer-schema-version'],
    ['"1"', 'wrong-type'],
    ['0', 'out-of-range'],
    ['1.5', 'wrong-type'],
    [undefined, 'missing-field'],
  ])(
    'a file stating %s fails, named as validate names it [%s], and nothing is written',
    async (stated, code) => {
      const file = path.join(pages, 'about.json');
      const text = await about();
      const changed =
        stated === undefined
          ? text.replace(/\n\s*"schemaVersion": 1,/, '')
          : text.replace('"schemaVersion": 1', `"schemaVersion": ${stated}`);
      await writeFile(file, changed);
      for (const mode of ['check', 'write'] as const) {
        const outcome = await run(mode, [heroTitle]);
        expect(outcome.code).toBe(1);
        expect(outcome.lines.join('\n')).toMatch(
          new RegExp(`pages-json/about\\.json:\\d+ /(schemaVersion)?: .*\\[${code}\\]`),
        );
        expect(outcome.lines.join('\n')).not.toContain('Every page file is at version');
      }
      expect(await about()).toBe(changed);
    },
  );
});

describe('npm run migrate on a file nested 100,000 deep', () => {
  it('names it as validate does [too-deep], writes nothing, and never overflows the stack', async () => {
    const deep = `{"schemaVersion": 1, "path": "/deep", "sections": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const file = path.join(pages, 'deep.json');
    await writeFile(file, deep);
    const before = await about();
    for (const mode of ['check', 'write'] as const) {
      const outcome = await run(mode, [heroTitle]);
      expect(outcome.code).toBe(1);
      expect(outcome.lines.join('\n')).toMatch(
        /pages-json\/deep\.json:1 \/sections(\/0)+: .*\[too-deep\]/,
      );
      expect(outcome.lines[0]).toMatch(/^Nothing was (checked|written): 1 file\(s\)/);
    }
    expect(await readFile(file, 'utf8')).toBe(deep);
    expect(await about()).toBe(before);
  });
});

describe('npm run migrate stopped mid-write', () => {
  /** Every JSON file of the copy, by path. */
  const readAll = async () => {
    const names = (await readdir(pages, { recursive: true })).filter((n) => n.endsWith('.json'));
    return new Map(
      await Promise.all(
        names.map(async (name) => [name, await readFile(path.join(pages, name), 'utf8')] as const),
      ),
    );
  };
  /**
   * A real migrate process over the copy (tests/support/migrateFixture.ts). With `stop`, it is
   * sent `signal` as it starts writing its `atWrite`-th file: while it writes, the only moments a
   * kill could leave a file half written.
   */
  const migrateProcess = async (stop?: { signal: NodeJS.Signals; atWrite: number }) => {
    const folders = (await readdir(pages, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/support/migrateFixture.ts', pages, nextSchemas],
        { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      // Each file it writes shows as its temporary file, then the file; another process's
      // temporary file (one a killed run left, which this one removes) is none of its writes.
      const written = new Set<string>();
      const onChange = (folder: string) => (_: string, name: string | null) => {
        if (!stop || !name || (isTemporaryFile(name) && !name.includes(`.${child.pid}-`))) return;
        written.add(path.join(folder, temporaryFileTarget(name)));
        if (written.size === stop.atWrite) child.kill(stop.signal);
      };
      const watchers = stop
        ? [pages, ...folders].map((folder) =>
            watch(folder, { persistent: false }, onChange(folder)),
          )
        : [];
      child.on('exit', (code) => {
        for (const watcher of watchers) watcher.close();
        resolve({ code, output });
      });
    });
  };

  it('leaves every file whole, at its old version or the new one, killed as it writes its first, middle and last file; Ctrl+C says what it finished', async () => {
    const before = await readAll();
    // What a whole run writes, as the same code plans it (the fixture's migration is heroTitle).
    const planned = await run('dry-run', [heroTitle]);
    const after = new Map(before);
    for (const file of planned.changed)
      after.set(path.relative('pages-json', file.path), file.text);
    expect(planned.changed.length).toBeGreaterThan(10);
    const restore = () =>
      Promise.all([...before].map(([name, text]) => writeFile(path.join(pages, name), text)));

    for (const atWrite of [1, Math.ceil(planned.changed.length / 2), planned.changed.length]) {
      await restore();
      await migrateProcess({ signal: 'SIGKILL', atWrite });
      for (const [name, text] of await readAll()) {
        expect(
          [before.get(name), after.get(name)],
          `${name}, killed at write ${atWrite}`,
        ).toContain(text);
        expect(() => JSON.parse(text)).not.toThrow();
      }
    }

    await restore();
    const interrupted = await migrateProcess({ signal: 'SIGINT', atWrite: 1 });
    for (const [name, text] of await readAll())
      expect([before.get(name), after.get(name)]).toContain(text);
    expect(interrupted.code).toBe(130);
    expect(interrupted.output).toMatch(/Stopped \(Ctrl\+C\)\.\nRewrote \d+ of \d+ file\(s\)/);
    expect(interrupted.output).toContain('not yet: ');

    // Run again, it writes the rest; a kill may leave a write's temporary file, and the next run
    // removes every one it finds.
    const full = await migrateProcess();
    expect(full.output).toContain('Rewrote');
    expect(await readAll()).toEqual(after);
    const names = await readdir(pages, { recursive: true });
    expect(names.filter((name) => name.endsWith('.saving'))).toEqual([]);
  }, 360_000);
});

describe('npm run migrate in a terminal, Ctrl+C while it writes', () => {
  let copy: ProjectCopy;
  beforeAll(async () => {
    copy = await copyProject('migrate-ctrl-c-');
    // A content model one version on: every page file and site.json is behind.
    await writeFile(
      path.join(copy.dir, 'content/migrations/index.ts'),
      `import type { ContentMigration } from './migration.ts';
export const migrations: readonly ContentMigration[] = [
  { name: '0001-version-two', description: 'Every page states version 2.' },
];
export const CONTENT_VERSION = migrations.length + 1;
`,
    );
  }, 120_000);
  afterAll(() => copy?.remove());

  /**
   * `npm run migrate` in a pseudo-terminal (util-linux's script), with the terminal's Ctrl+C byte
   * typed as the first write shows in the page folders: the terminal sends SIGINT to npm, tsx
   * and node at once, and npm and tsx relay it again, as for an author at a keyboard.
   */
  const migrateInTerminal = async () => {
    const folders = (await readdir(path.join(copy.dir, 'pages-json'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name));
    return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn('script', ['-qefc', 'npm run migrate', '/dev/null'], {
        cwd: copy.dir,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const ctrlC = () => child.stdin.write('\x03');
      // Migrate only reads until it writes, so the first change seen is its first write.
      const watchers = [path.join(copy.dir, 'pages-json'), ...folders].map((folder) =>
        watch(folder, { persistent: false }).once('change', ctrlC),
      );
      child.on('error', reject);
      child.on('exit', (code) => {
        for (const watcher of watchers) watcher.close();
        resolve({ code, output: output.replaceAll('\r\n', '\n') });
      });
    });
  };
  const versionOf = async (file: string) =>
    (JSON.parse(await readFile(path.join(copy.dir, file), 'utf8')) as { schemaVersion: number })
      .schemaVersion;

  it('says which files are done, every time, and they are the ones at the new version', async () => {
    // Without a handler kept while writing, the relayed SIGINT ended it silently 4 times in 5.
    for (let run = 0; run < 3; run++) {
      await copy.inCopy('git', ['checkout', '--', 'pages-json']);
      const { code, output } = await migrateInTerminal();
      expect(output, `run ${run + 1}`).toMatch(
        /Stopped \(Ctrl\+C\)\.\nRewrote \d+ of \d+ file\(s\)/,
      );
      expect(code).toBe(130);
      const done = [...output.matchAll(/^ {2}done: (\S+)$/gm)].map((match) => match[1]!);
      const notYet = [...output.matchAll(/^ {2}not yet: (\S+)$/gm)].map((match) => match[1]!);
      expect(done.length).toBeGreaterThan(0);
      expect(notYet.length).toBeGreaterThan(0);
      for (const file of done) expect(await versionOf(file), file).toBe(2);
      for (const file of notYet) expect(await versionOf(file), file).toBe(1);
    }
  }, 300_000);
});
