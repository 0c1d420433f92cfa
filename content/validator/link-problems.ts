import type { Problem } from './problem.ts';

/** A symbolic link where a file or folder was expected: an error at the link, never read. */
const linkProblem =
  (code: 'symlink' | 'public-symlink', message: string) =>
  (link: string): Problem => ({
    code,
    severity: 'error',
    file: link,
    line: 1,
    column: 1,
    pointer: '/',
    message,
  });

/** A link in the page folder (readPageFolder lists them). */
export const pageLinkProblem = linkProblem(
  'symlink',
  'this is a symbolic link, so it was not followed or read: a page file or folder must be stored here itself, not lead elsewhere on the machine that checks it. Replace the link with the file or folder itself.',
);

/** A link in public/ (readSiteFolder lists them): validate and the image step both refuse it. */
export const publicLinkProblem = linkProblem(
  'public-symlink',
  'this is a symbolic link, so it was not followed: the build would publish whatever it leads to, even a file from outside the repository. Replace the link with the file or folder itself.',
);
