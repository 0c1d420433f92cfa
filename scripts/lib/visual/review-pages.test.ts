import { cp, mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readContent } from '../../../content/node.ts';
import { root } from '../paths.ts';
import { baseContent, findBase, reviewedPages } from './review-pages.ts';

const folders: string[] = [];

/** A copy of the project's page files, changed by `edit` (given the copy's folder). */
async function pagesCopy(edit: (dir: string) => Promise<void> = async () => {}) {
  const dir = path.join(await mkdtemp(path.join(tmpdir(), 'review-pages-')), 'pages-json');
  folders.push(path.dirname(dir));
  await cp(path.join(root, 'pages-json'), dir, { recursive: true });
  await edit(dir);
  return readContent(dir, { drafts: true });
}

async function editJson(file: string, change: (doc: Record<string, unknown>) => void) {
  const doc = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  change(doc);
  await writeFile(file, `${JSON.stringify(doc, null, 2)}\n`);
}

type Sections = { sections: Record<string, unknown>[] };

afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the pages the review pictures', () => {
  it('is only the page whose file changed, though the change is far down the page', async () => {
    const base = await pagesCopy();
    const now = await pagesCopy((dir) =>
      editJson(path.join(dir, 'towns/chester.json'), (doc) => {
        // Chester's "Recent Projects", far below the first screen.
        const gallery = (doc as unknown as Sections).sections.find(
          (section) => section.type === 'beforeAfterGallery',
        )!;
        gallery.heading = 'Our Latest Work in Chester';
      }),
    );
    const pages = reviewedPages(base, now);
    expect(pages.map(({ file, kind }) => ({ file, kind }))).toEqual([
      { file: 'pages-json/towns/chester.json', kind: 'changed' },
    ]);
    expect(JSON.stringify(pages[0]!.before!.page)).not.toContain('Our Latest Work in Chester');
    expect(JSON.stringify(pages[0]!.after!.page)).toContain('Our Latest Work in Chester');
  });

  it('is every page that uses a changed fragment, and no other', async () => {
    const base = await pagesCopy();
    const now = await pagesCopy((dir) =>
      editJson(path.join(dir, 'fragments/closing-call-to-action.json'), (fragment) => {
        fragment.heading = 'Ready When You Are';
      }),
    );
    const users = base.pages
      .filter(({ file }) => file.text.includes('"closing-call-to-action"'))
      .map(({ file }) => file.path)
      .sort();
    expect(users.length).toBeGreaterThan(1);
    const pages = reviewedPages(base, now);
    expect(pages.map(({ file }) => file)).toEqual(users);
    expect(pages.every(({ kind }) => kind === 'changed')).toBe(true);
  });

  it('shows a new page and a removed one once each, and nothing for a change of spacing', async () => {
    const base = await pagesCopy();
    const now = await pagesCopy(async (dir) => {
      await cp(path.join(dir, 'towns/chester.json'), path.join(dir, 'towns/chester-copy.json'));
      await editJson(path.join(dir, 'towns/chester-copy.json'), (doc) => {
        doc.path = '/interior-painting/chester-copy-nj';
      });
      await unlink(path.join(dir, 'towns/dover.json'));
      const about = path.join(dir, 'about.json');
      await writeFile(about, JSON.stringify(JSON.parse(await readFile(about, 'utf8'))));
    });
    const pages = reviewedPages(base, now);
    expect(pages.map(({ file, kind, before, after }) => [file, kind, !!before, !!after])).toEqual([
      ['pages-json/towns/chester-copy.json', 'new', false, true],
      ['pages-json/towns/dover.json', 'removed', true, false],
    ]);
  });

  it('refuses a base that names no commit, an option of git included, saying what to give', async () => {
    for (const asked of ['no-such-branch', '--output=/tmp/x'])
      await expect(findBase(asked)).rejects.toThrow(
        `The base "${asked}" names no commit here. Give a branch, tag or commit.`,
      );
  });

  it('reads the base from a commit', async () => {
    const base = await baseContent('HEAD');
    expect(base.pages.map(({ file }) => file.path)).toContain('pages-json/towns/chester.json');
  });
});
