import path from 'node:path';
import { printable } from '../src/shared/characters.ts';

/**
 * A file's path as the person reading a message finds it: from the folder they work in when the
 * file is inside it, else whole (a temporary folder's `../../tmp/…` would only puzzle them), with
 * every control and format character escaped as validate shows an author's value: a file named
 * with ESC, LF or U+202E prints as one line that says what it holds.
 */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  const outside =
    relative === '' || relative.split(path.sep)[0] === '..' || path.isAbsolute(relative);
  return printable(outside ? file : relative);
}
