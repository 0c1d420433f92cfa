import path from 'node:path';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { imageUses } from '../image-uses.ts';

/** Where `npm run media:add` stores photos (scripts/lib/media/add-photo.ts), as a site path. */
export const PHOTOS_SITE_PATH = '/Assets/art/photos/';

/**
 * A warning for each added photo that no page file, fragment or site.json uses (drafts count):
 * it is published and made in every size for nothing. Named at the photo's own file.
 */
export function unusedPhotoProblems(
  sources: readonly JsonSource[],
  publicFiles: ReadonlySet<string>,
  publicDir: string,
): Problem[] {
  const used = imageUses(sources);
  return [...publicFiles]
    .filter((file) => file.startsWith(PHOTOS_SITE_PATH) && !used.has(file))
    .sort()
    .map((file) => ({
      code: 'unused-photo',
      severity: 'warning',
      file: `${path.basename(publicDir)}${file}`,
      line: 1,
      column: 1,
      pointer: '/',
      message: `this photo is on no page. Use it in an image field ("src": "${file}"), or delete the file.`,
    }));
}
