import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, loadContentFiles, validateContent } from './index.ts';
import { readPageFolder } from './load-content-files.ts';

const photo = (hash: string) => `/Assets/art/photos/${hash.repeat(20)}.jpg`;
const [kept, lost, stray] = [photo('a'), photo('b'), photo('c')];

let work: string;
let publicDir: string;
beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'media-index-'));
  publicDir = path.join(work, 'public');
  await mkdir(path.join(publicDir, 'Assets/art/photos'), { recursive: true });
  for (const src of [kept, stray]) await writeFile(path.join(publicDir, src), 'a photo');
});
afterEach(() => rm(work, { recursive: true, force: true }));

const entry = { name: 'IMG_2041.jpg', alt: 'A porch after painting', width: 400, height: 600 };
const indexText = (photos: Record<string, unknown>) =>
  JSON.stringify({ $schema: '../schemas/media-index.schema.json', photos }, null, 2);

/** The media-index problems of the real pages beside the given index, as printed. */
async function problemsWith(text: string | null | undefined) {
  const files = await loadContentFiles(pagesDir);
  const mediaIndex = typeof text === 'string' ? { path: 'pages-json/media.json', text } : text;
  return validateContent({ files, mediaIndex, schemasDir, publicDir })
    .filter((problem) => problem.file.endsWith('media.json') || problem.file.includes('/photos/'))
    .filter((problem) => problem.code !== 'unused-photo')
    .map(formatProblem);
}

describe('the media index (pages-json/media.json)', () => {
  it('is read beside the pages, never as a page', async () => {
    const folder = path.join(work, 'pages-json');
    await mkdir(folder);
    await writeFile(path.join(folder, 'media.json'), indexText({}));
    await writeFile(path.join(folder, 'about.json'), '{}');
    const read = await readPageFolder(folder);
    expect(read.files.map((file) => file.path)).toEqual(['pages-json/about.json']);
    expect(read.mediaIndex?.path).toBe('pages-json/media.json');
  });

  it('names the photo it lists that is gone, and the photo it does not list', async () => {
    expect(await problemsWith(indexText({ [kept]: entry, [lost]: entry }))).toEqual([
      `pages-json/media.json:10 /photos/~1Assets~1art~1photos~1${'b'.repeat(20)}.jpg: this entry names ${lost}, which is not in public/. Add the photo again (\`npm run media:add -- <file> --alt "…"\` or the studio): the same photo is stored once and recorded; or remove the entry. [indexed-photo-missing]`,
      `public${stray}:1 /: this file is not in pages-json/media.json, so nothing says it came through the photo pipeline (upright, every byte of metadata stripped) or what it shows. Add the photo again (\`npm run media:add -- <file> --alt "…"\` or the studio): the same photo is stored once and recorded; or delete this file. [photo-not-indexed]`,
    ]);
  });

  it('without an index, every stored photo is one it does not list', async () => {
    expect((await problemsWith(null)).map((line) => line.split(':')[0])).toEqual([
      `public${kept}`,
      `public${stray}`,
    ]);
  });

  it('is not compared with the photos when the files checked were not read from a page folder', async () => {
    expect(await problemsWith(undefined)).toEqual([]);
  });

  it('is checked against its schema: an empty alt text, a name that is not a photo of the pipeline', async () => {
    const problems = await problemsWith(
      indexText({
        [kept]: { ...entry, alt: '' },
        [stray]: entry,
        '/Assets/art/photos/kitchen.jpg': entry,
      }),
    );
    expect(problems.join('\n')).toMatch(
      /media\.json:\d+ \/photos\/~1Assets~1art~1photos~1a+\.jpg\/alt: .*\[too-short\]/,
    );
    expect(problems.join('\n')).toMatch(
      /media\.json:\d+ \/photos\/~1Assets~1art~1photos~1kitchen\.jpg: .*/,
    );
  });

  it('that is not JSON says where, and nothing else about it', async () => {
    expect(await problemsWith('{ "photos": { ,, } }')).toEqual([
      expect.stringMatching(/^pages-json\/media\.json:1 .*\[invalid-json\]$/),
    ]);
  });
});
