import path from 'node:path';
import { isSiteFile, loadContentFiles } from './validator/index.ts';
import { pagesDir } from './paths.ts';

export { isSiteFile };

export interface ContentFile {
  /** Display path, e.g. pages-json/about.json. */
  path: string;
  absolutePath: string;
  text: string;
}

/** Every page file and site.json, as the validator reads them, with absolute paths for imports. */
export async function readContentFiles(dir = pagesDir): Promise<ContentFile[]> {
  const files = await loadContentFiles(dir);
  return files.map((file) => ({ ...file, absolutePath: path.join(path.dirname(dir), file.path) }));
}
