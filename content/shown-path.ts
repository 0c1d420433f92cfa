import path from 'node:path';

/**
 * A file's path as the person reading a message finds it: from the folder they work in when the
 * file is inside it, else whole (a temporary folder's `../../tmp/…` would only puzzle them).
 */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const outside =
    relative === '' || relative.split(path.sep)[0] === '..' || path.isAbsolute(relative);
  return outside ? file : relative;
}
