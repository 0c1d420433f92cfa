import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantLinks, symlinkLine } from '../../tests/support/hostileLinks.ts';
import { pagesDir, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, loadContentFiles, readPageFolder, validateContent } from './index.ts';

let workDir: string;
let pages: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'page-folder-'));
  pages = path.join(workDir, 'pages-json');
  await mkdir(path.join(pages, 'towns'), { recursive: true });
  await writeFile(path.join(pages, 'about.json'), '{}\n');
  await plantLinks(workDir, pages);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('readPageFolder', () => {
  it('reads regular files only and lists the links to files and folders without following them', async () => {
    const folder = await readPageFolder(pages);
    expect(folder.files).toEqual([{ path: 'pages-json/about.json', text: '{}\n' }]);
    expect(folder.links).toEqual(['pages-json/more', 'pages-json/towns/x.json']);
    expect(await loadContentFiles(pages)).toEqual(folder.files);
  });

  it('symlink: each link is a problem naming the link, never its target or what it holds', async () => {
    const { links } = await readPageFolder(pages);
    const files = await loadContentFiles(pagesDir);
    const problems = validateContent({ files, links, schemasDir, publicDir });
    const lines = problems.filter((problem) => links.includes(problem.file)).map(formatProblem);
    expect(lines).toEqual([symlinkLine('pages-json/more'), symlinkLine('pages-json/towns/x.json')]);
    expect(lines.every((line) => line.endsWith(' [symlink]'))).toBe(true);
    const everything = JSON.stringify(problems);
    expect(everything).not.toContain('fake-secret');
    expect(everything).not.toContain(workDir);
  });
});

describe('a page file that is not UTF-8', () => {
  it('not-unicode-text: read with where its bytes go wrong, and reported there', async () => {
    const latin = path.join(workDir, 'latin-pages');
    await mkdir(latin);
    const head = '{\n  "schemaVersion": 1,\n  "path": "/caf';
    await writeFile(
      path.join(latin, 'cafe.json'),
      Buffer.concat([Buffer.from(head), Buffer.from([0xe9]), Buffer.from('"\n}\n')]),
    );
    const { files } = await readPageFolder(latin);
    expect(files[0]!.notUtf8At).toBe(head.length);
    const problems = validateContent({ files, schemasDir, publicDir });
    const line = problems.map(formatProblem).find((text) => text.endsWith('[not-unicode-text]'));
    expect(line).toMatch(/^latin-pages\/cafe\.json:3 \/path: these bytes are not UTF-8 text/);
  });
});
