import path from 'node:path';
import { isFragmentFile } from './fragments.ts';

/**
 * The media index: every photo an author added, with its name, alt text and size as stored
 * (schemas/media-index.schema.json). It lies at the page folder's root and is not a page.
 */
export const MEDIA_INDEX_FILE = 'media.json';

/** What a content file holds: a page, the site-wide facts, or one shared section. */
export type FileKind = 'page' | 'site' | 'fragment';

export const isSiteFile = (file: { path: string }) =>
  path.posix.basename(file.path) === 'site.json';

export const kindOf = (file: { path: string }): FileKind =>
  isFragmentFile(file) ? 'fragment' : isSiteFile(file) ? 'site' : 'page';
