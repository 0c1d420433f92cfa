import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesDir, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, loadContentFiles, validateContent } from './index.ts';
import { readSiteFolder } from './public-files.ts';

let workDir: string;
let publicCopy: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'public-links-'));
  publicCopy = path.join(workDir, 'public');
  await cp(publicDir, publicCopy, { recursive: true });
  await writeFile(path.join(workDir, '.npmrc'), '//registry/:_authToken=fake-secret-123\n');
  await mkdir(path.join(workDir, 'elsewhere'));
  await writeFile(path.join(workDir, 'elsewhere/key.txt'), 'fake-secret-123\n');
  await symlink(path.join(workDir, '.npmrc'), path.join(publicCopy, 'npmrc.txt'));
  await symlink(path.join(workDir, 'elsewhere'), path.join(publicCopy, 'Assets/more'), 'dir');
  await symlink(path.join(workDir, 'gone'), path.join(publicCopy, 'dangling.txt'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('public/ as the build would publish it', () => {
  it('lists links to files, to folders and to nothing as links, never following them', () => {
    const folder = readSiteFolder(publicCopy);
    expect(folder.links).toEqual(['public/Assets/more', 'public/dangling.txt', 'public/npmrc.txt']);
    expect([...folder.files].some((file) => file.includes('key.txt'))).toBe(false);
    expect(folder.files.has('/Assets')).toBe(true);
  });

  it('public-symlink: each link is an error naming the link, never its target', async () => {
    const files = await loadContentFiles(pagesDir);
    const problems = validateContent({ files, schemasDir, publicDir: publicCopy });
    const linked = problems.filter((problem) => problem.code === 'public-symlink');
    expect(linked.map((problem) => problem.file)).toEqual([
      'public/Assets/more',
      'public/dangling.txt',
      'public/npmrc.txt',
    ]);
    expect(formatProblem(linked[2]!)).toBe(
      'public/npmrc.txt:1 /: this is a symbolic link, so it was not followed: the build would publish whatever it leads to, even a file from outside the repository. Replace the link with the file or folder itself. [public-symlink]',
    );
    expect(linked.every((problem) => problem.severity === 'error')).toBe(true);
    const everything = JSON.stringify(problems);
    expect(everything).not.toContain('fake-secret');
    expect(everything).not.toContain(workDir);
  });
});
