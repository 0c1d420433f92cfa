/**
 * What `npm run validate` says is wrong with the media index a test wrote: its errors at
 * media.json, read from `pagesDir` beside the live pages, with the photos of `publicDir`.
 */
import { formatProblem, isError } from '../../content/index.ts';
import { loadContentFiles, readPageFolder, validateContent } from '../../content/node.ts';
import { pagesDir as livePagesDir, schemasDir } from '../../scripts/lib/paths.ts';

export async function mediaIndexErrors(pagesDir: string, publicDir: string): Promise<string[]> {
  const { mediaIndex } = await readPageFolder(pagesDir);
  const files = await loadContentFiles(livePagesDir);
  return validateContent({ files, mediaIndex, schemasDir, publicDir })
    .filter((problem) => isError(problem) && problem.file.endsWith('media.json'))
    .map(formatProblem);
}
