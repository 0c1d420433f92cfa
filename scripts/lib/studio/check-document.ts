/**
 * What `npm run validate` would say if the edited document were saved: the same validator and
 * codes, over every page file with this one replaced, so cross-file rules (links, unique copy,
 * reviewers) count too.
 */
import { isError, type Problem } from '../../../content/index.ts';
import { readPageFolder, validateContent } from '../../../content/node.ts';
import { pagesDir } from '../paths.ts';
import { contentFolders } from '../content-folders.ts';

export interface DocumentCheck {
  /** The problems found in this file, each with its JSON pointer, code and message. */
  problems: Problem[];
  /** No error anywhere in the content: the build would accept it. */
  wouldBuild: boolean;
  /** Errors in other files (e.g. a page whose link this edit broke). */
  otherErrors: number;
}

/** The problem is at the file, or at a symbolic link to a folder the file is in. */
const isAt = (problem: Problem, file: string) =>
  problem.file === file || (problem.code === 'symlink' && file.startsWith(`${problem.file}/`));

export async function checkDocument(file: string, text: string, dir = pagesDir) {
  const folder = await readPageFolder(dir);
  const files = folder.files.map((entry) => (entry.path === file ? { ...entry, text } : entry));
  const all = validateContent({ ...folder, files, ...contentFolders });
  const problems = all.filter((problem) => isAt(problem, file));
  return {
    problems,
    wouldBuild: !all.some(isError),
    otherErrors: all.filter((problem) => isError(problem) && !isAt(problem, file)).length,
  } satisfies DocumentCheck;
}
