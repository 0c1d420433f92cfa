import path from 'node:path';
import { isFragmentFile } from './fragments.ts';

/** What a content file holds: a page, the site-wide facts, or one shared section. */
export type FileKind = 'page' | 'site' | 'fragment';

export const isSiteFile = (file: { path: string }) =>
  path.posix.basename(file.path) === 'site.json';

export const kindOf = (file: { path: string }): FileKind =>
  isFragmentFile(file) ? 'fragment' : isSiteFile(file) ? 'site' : 'page';
