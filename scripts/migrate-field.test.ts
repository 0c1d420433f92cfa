/**
 * Renaming a field is: the schema, the code that reads it, a migration, `npm run migrate`. This
 * test does that in a copy of the project (hero's "headline" becomes "title") and checks that
 * every page validates, that the built HTML is byte-identical (but for the client's file
 * names, whose code changed), and that each page file's diff
 * is exactly its renamed keys and its version.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../tests/support/projectCopy.ts';

const MIGRATION = `import { renameField, type ContentMigration } from './migration.ts';

export default {
  name: '0001-hero-headline-is-title',
  description: 'A hero\\'s "headline" is now "title".',
  section: renameField('hero', 'headline', 'title'),
} satisfies ContentMigration;
`;

let project: ProjectCopy;

async function edit(file: string, change: (text: string) => string) {
  const at = path.join(project.dir, file);
  const text = await readFile(at, 'utf8');
  const changed = change(text);
  expect(changed, `${file} should change`).not.toBe(text);
  await writeFile(at, changed);
}

/**
 * Every HTML file the build wrote, by its path under dist/, with the content hashes of asset
 * names blanked: the renamed property is in the client's code too, so its file name changes.
 */
async function builtHtml(): Promise<Map<string, string>> {
  const dist = path.join(project.dir, 'dist');
  const names = (await readdir(dist, { recursive: true })).filter((name) => name.endsWith('.html'));
  const texts = await Promise.all(
    names.map(async (name) =>
      (await readFile(path.join(dist, name), 'utf8')).replace(
        /(\/assets\/[\w.-]+?)-[\w-]{8}\./g,
        '$1-#.',
      ),
    ),
  );
  return new Map(names.map((name, i) => [name, texts[i]!]));
}

/** Where two texts part, with a little of each, for the failure message. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 40), i + 40)}… became …${b.slice(Math.max(0, i - 40), i + 40)}…`;
}

beforeAll(async () => {
  project = await copyProject('migrate-field-');
}, 120_000);
afterAll(() => project?.remove());

describe('renaming a field with a migration', () => {
  it('keeps every page valid, the HTML byte-identical, and moves only the renamed keys', async () => {
    await project.npmRun('build', ['--no-precompress']);
    const before = await builtHtml();
    expect(before.size).toBeGreaterThan(30);

    await edit('schemas/sections/hero.schema.json', (t) => t.replaceAll('"headline"', '"title"'));
    await edit('src/sections/Hero/Hero.tsx', (t) =>
      t.replaceAll('section.headline', 'section.title'),
    );
    await edit('src/app/NotFoundPage.tsx', (t) => t.replace('headline:', 'title:'));
    const migrations = 'content/migrations';
    await writeFile(
      path.join(project.dir, migrations, '0001-hero-headline-is-title.ts'),
      MIGRATION,
    );
    await edit(`${migrations}/index.ts`, (t) =>
      t
        .replace("import type { ContentMigration } from './migration.ts';", (line) =>
          [line, "import heroTitle from './0001-hero-headline-is-title.ts';"].join('\n'),
        )
        .replace('= [];', '= [heroTitle];'),
    );
    await project.npmRun('gen');

    const check = project.npmRun('migrate', ['--check']);
    await expect(check).rejects.toMatchObject({
      stderr: expect.stringContaining('run `npm run migrate`'),
    });
    await project.npmRun('migrate');
    await project.npmRun('migrate', ['--check']);

    const { stdout: diff } = await project.inCopy('git', ['diff', '-U0', '--', 'pages-json']);
    const changes = diff.split('\n').filter((line) => /^[-+]\s/.test(line));
    const removed = changes.filter((line) => line.startsWith('-'));
    const added = changes.filter((line) => line.startsWith('+'));
    expect(removed.length).toBeGreaterThan(35);
    expect(added).toEqual(
      removed.map((line) =>
        `+${line.slice(1)}`
          .replace('"headline":', '"title":')
          .replace('"schemaVersion": 1', '"schemaVersion": 2'),
      ),
    );
    expect(removed.every((line) => /"headline":|"schemaVersion": 1,/.test(line))).toBe(true);

    // The build validates the page files as `npm run validate` does, and stops on any error.
    await project.npmRun('build', ['--no-precompress']);
    const after = await builtHtml();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const differing = [...before].filter(([name, html]) => after.get(name) !== html);
    expect(
      differing.map(([name, html]) => `${name}: ${firstDifference(html, after.get(name)!)}`),
    ).toEqual([]);
  }, 600_000);
});
