import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pagesDir, root } from './paths.ts';

export interface ContentFile {
  /** Path relative to the project root, e.g. pages-json/about.json. */
  path: string;
  absolutePath: string;
  text: string;
}

export async function readContentFiles(dir = pagesDir): Promise<ContentFile[]> {
  const names = (await readdir(dir, { recursive: true }))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const absolutePath = path.join(dir, name);
      return {
        path: path.relative(root, absolutePath),
        absolutePath,
        text: await readFile(absolutePath, 'utf8'),
      };
    }),
  );
}

export const isSiteFile = (file: { path: string }) => path.basename(file.path) === 'site.json';
