import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads every *.json under pagesDir, sorted, with display paths that start at the folder's
 * own name, e.g. pages-json/services/interior-painting.json.
 */
export async function loadContentFiles(
  pagesDir: string,
): Promise<{ path: string; text: string }[]> {
  const names = (await readdir(pagesDir, { recursive: true }))
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const folder = path.basename(pagesDir);
  return Promise.all(
    names.map(async (name) => ({
      path: `${folder}/${name}`,
      text: await readFile(path.join(pagesDir, name), 'utf8'),
    })),
  );
}
