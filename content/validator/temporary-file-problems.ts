/**
 * A write's temporary file (content/atomic-write.ts) whose writer has ended: a write that was
 * killed, or a machine that went down, left it. The file it was for is whole without it, so it
 * is only clutter, but one in public/ would be published; it is never taken for a page, a photo
 * or a video.
 */
import path from 'node:path';
import { isLeftBehind, temporaryFileTarget } from '../atomic-write.ts';
import type { Problem } from './problem.ts';

/** A path as one shell word, whatever it holds. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** One error for each temporary file left behind, given by display path, with the command that removes it. */
export function temporaryFileProblems(displayPaths: readonly string[]): Problem[] {
  return displayPaths
    .filter((file) => isLeftBehind(path.posix.basename(file)))
    .map((file) => ({
      code: 'temporary-file',
      severity: 'error',
      file,
      line: 1,
      column: 1,
      pointer: '/',
      message: `this is a temporary file that a write left when it was stopped before it finished (killed, or the machine went down); ${path.posix.basename(temporaryFileTarget(file))} is whole without it. Remove it: \`rm -- ${shellWord(file)}\` (the next tool that writes into this folder removes it too).`,
    }));
}
