import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { pagesDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, loadContentFiles, validateContent } from './index.ts';

let publicDir: string;
beforeEach(async () => {
  publicDir = path.join(await mkdtemp(path.join(tmpdir(), 'unused-photos-')), 'public');
  await mkdir(path.join(publicDir, 'Assets/art/photos'), { recursive: true });
  for (const name of ['aaaa.jpg', 'bbbb.jpg'])
    await writeFile(path.join(publicDir, 'Assets/art/photos', name), 'a photo');
});
afterEach(() => rm(path.dirname(publicDir), { recursive: true, force: true }));

it('warns of an added photo that no page uses, at the photo, and not of one a page uses', async () => {
  const files = await loadContentFiles(pagesDir);
  const about = files.find((file) => file.path.endsWith('/about.json'))!;
  const doc = JSON.parse(about.text) as { sections: Record<string, unknown>[] };
  doc.sections.push({
    type: 'imageTrio',
    images: [{ src: '/Assets/art/photos/aaaa.jpg', alt: 'A porch after painting' }],
  });
  const edited = { ...about, text: JSON.stringify(doc, null, 2) };
  const problems = validateContent({
    files: files.map((file) => (file === about ? edited : file)),
    schemasDir,
    publicDir,
  }).filter((problem) => problem.code === 'unused-photo');
  expect(problems.map(formatProblem)).toEqual([
    'public/Assets/art/photos/bbbb.jpg:1 /: this photo is on no page. Use it in an image field ("src": "/Assets/art/photos/bbbb.jpg"), or delete the file. [unused-photo] (warning)',
  ]);
  expect(problems[0]!.severity).toBe('warning');
});
