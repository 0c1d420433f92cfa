/**
 * Validation while `npm run dev` runs: every change under pages-json/ validates the content
 * again. Errors become one error for Vite's overlay (every problem's line in the message, the
 * first one's file, line, column and code frame) and the same text in the terminal; drafts'
 * warnings are only counted there. Validation never throws: a file it cannot read is a problem.
 */
import path from 'node:path';
import type { ErrorPayload } from 'vite';
import { formatProblem, isError, type Problem, summary } from '../../../content/index.ts';
import { readPageFolder, validateContent, type PageFolder } from '../../../content/node.ts';
import { contentFolders } from '../content-folders.ts';
import { codeFrame } from './code-frame.ts';

export const PLUGIN_NAME = 'page-content';

export interface ContentCheck {
  problems: Problem[];
  errors: Problem[];
  /** The files as read, by display path, for code frames. */
  texts: Map<string, string>;
  /** The folder as read, which the pages are served from when it has no errors. */
  folder?: PageFolder;
}

export async function checkContent(pagesDir: string): Promise<ContentCheck> {
  try {
    const folder = await readPageFolder(pagesDir);
    const problems = validateContent({ ...folder, ...contentFolders });
    const texts = new Map(folder.files.map((file) => [file.path, file.text]));
    return { problems, errors: problems.filter(isError), texts, folder };
  } catch (error) {
    // A file that vanished or cannot be read mid-save: report it rather than stop the server.
    const problem: Problem = {
      code: 'invalid-json',
      severity: 'error',
      file: path.basename(pagesDir),
      line: 1,
      column: 1,
      pointer: '/',
      message: `the page files could not be read: ${(error as Error).message}. Save the file again.`,
    };
    return { problems: [problem], errors: [problem], texts: new Map() };
  }
}

/** What the terminal and the overlay say: every error's line, then the summary. */
export function problemText(check: ContentCheck, fileCount = check.texts.size): string {
  return [...check.errors.map(formatProblem), summary(check.problems, fileCount)].join('\n');
}

export type OverlayError = ErrorPayload['err'];

export function overlayError(check: ContentCheck, pagesDir: string): OverlayError {
  const first = check.errors[0];
  const message = problemText(check);
  if (!first) return { message, stack: '', plugin: PLUGIN_NAME };
  const file = path.join(path.dirname(pagesDir), first.file);
  const text = check.texts.get(first.file);
  return {
    message,
    stack: '',
    plugin: PLUGIN_NAME,
    id: file,
    loc: { file, line: first.line, column: first.column },
    ...(text === undefined ? {} : { frame: codeFrame(text, first.line, first.column) }),
  };
}

/** An Error that carries the overlay's fields, for a module load that cannot serve the content. */
export function contentError(check: ContentCheck, pagesDir: string): Error & OverlayError {
  const details = overlayError(check, pagesDir);
  return Object.assign(new Error(details.message), details, { stack: '' });
}
