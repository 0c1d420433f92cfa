import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pagesDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, validateContent } from './index.ts';
import { readPageFolder } from './load-content-files.ts';

/** The id of a process that has ended, as a killed writer's is. */
const endedPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => resolve(child.pid!));
  });

const photo = `/Assets/art/photos/${'a'.repeat(20)}.jpg`;
let work: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'temporary-files-'));
});
afterEach(() => rm(work, { recursive: true, force: true }));

it('names each temporary file a killed write left, with the command that removes it, and counts none as a page, photo or video', async () => {
  const pages = path.join(work, 'pages-json');
  const publicDir = path.join(work, 'public');
  const storageDir = path.join(work, 'storage');
  await cp(pagesDir, pages, { recursive: true });
  await mkdir(path.join(publicDir, 'Assets/art/photos'), { recursive: true });
  await mkdir(path.join(storageDir, 'website-assets'), { recursive: true });
  const tail = `.${await endedPid()}-0123abcd.saving`;
  // Whole copies of what was being written: taken for a page, photo or video, each would clash.
  const dover = await readFile(path.join(pages, 'towns/dover.json'));
  await writeFile(path.join(pages, `towns/dover.json${tail}`), dover);
  // What the write-file-atomic library, this project's earlier writer, left when killed.
  await writeFile(path.join(pages, 'towns/dover.json.3735928559'), dover);
  await writeFile(path.join(publicDir, photo), 'a photo');
  await writeFile(path.join(publicDir, `${photo}${tail}`), 'a photo');
  await writeFile(path.join(storageDir, `website-assets/clip.mp4${tail}`), 'a video');
  await writeFile(
    path.join(pages, 'media.json'),
    JSON.stringify({
      $schema: '../schemas/media-index.schema.json',
      photos: { [photo]: { name: 'IMG_1.jpg', alt: 'A porch', width: 4, height: 6 } },
    }),
  );

  const folder = await readPageFolder(pages);
  expect(folder.files.map((file) => file.path)).not.toContain(`pages-json/towns/dover.json${tail}`);
  const problems = validateContent({ ...folder, schemasDir, publicDir, storageDir });
  expect(
    problems.filter((problem) => problem.file === 'pages-json/towns/dover.json.3735928559'),
  ).toMatchObject([{ code: 'temporary-file' }]);
  const about = (name: string) => problems.filter((problem) => problem.file.includes(name));
  expect(about('.saving').map(formatProblem)).toEqual([
    `pages-json/towns/dover.json${tail}:1 /: this is a temporary file that a write left when it was stopped before it finished (killed, or the machine went down); dover.json is whole without it. Remove it: \`rm -- 'pages-json/towns/dover.json${tail}'\` (the next tool that writes into this folder removes it too). [temporary-file]`,
    `public${photo}${tail}:1 /: this is a temporary file that a write left when it was stopped before it finished (killed, or the machine went down); ${'a'.repeat(20)}.jpg is whole without it. Remove it: \`rm -- 'public${photo}${tail}'\` (the next tool that writes into this folder removes it too). [temporary-file]`,
    `${storageDir}/website-assets/clip.mp4${tail}:1 /: this is a temporary file that a write left when it was stopped before it finished (killed, or the machine went down); clip.mp4 is whole without it. Remove it: \`rm -- '${storageDir}/website-assets/clip.mp4${tail}'\` (the next tool that writes into this folder removes it too). [temporary-file]`,
  ]);
  // Taken for a page, a second dover.json would take its path twice; taken for a photo, the
  // copy would be one the index does not list.
  const codes = problems.map((problem) => problem.code);
  expect(codes).not.toContain('duplicate-path');
  expect(codes).not.toContain('photo-not-indexed');
});
