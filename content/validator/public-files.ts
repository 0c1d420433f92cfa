import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isTemporaryFile } from '../atomic-write.ts';

export interface SiteFolder {
  /** Site paths of the regular files and folders, e.g. /Assets/logo.svg (case kept). */
  files: Set<string>;
  /** Display paths of the symbolic links, e.g. public/secret.txt, sorted; never followed. */
  links: string[];
  /** Display paths of writes' temporary files (atomic-write.ts), sorted; not in `files`. */
  temporary: string[];
}

/**
 * What a folder the site is served from holds (public/, dist/), read as it is stored: readdir's
 * file types come from lstat, so a link is listed as a link and never followed. The build would
 * copy what a link in public/ leads to (a file outside the repository, ~/.npmrc) into dist/.
 */
export function readSiteFolder(dir: string): SiteFolder {
  const folder = path.basename(dir);
  const files = new Set<string>();
  const links: string[] = [];
  const temporary: string[] = [];
  const pending = [''];
  for (let relative = pending.pop(); relative !== undefined; relative = pending.pop()) {
    let entries;
    try {
      entries = readdirSync(path.join(dir, relative), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) {
        links.push(`${folder}/${name}`);
        continue;
      }
      if (entry.isFile() && isTemporaryFile(entry.name)) {
        temporary.push(`${folder}/${name}`);
        continue;
      }
      files.add(`/${name}`);
      if (entry.isDirectory()) pending.push(name);
    }
  }
  return { files, links: links.sort(), temporary: temporary.sort() };
}
