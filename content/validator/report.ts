/**
 * The three ways `npm run validate` reports problems (`--format`):
 * - text: one line per problem for people (formatProblem), then a summary;
 * - github: one GitHub Actions workflow command per problem, which GitHub shows as an
 *   annotation on the file and line;
 * - json: an array of problem objects for other tools.
 */
import { problemCodes } from './codes.ts';
import { formatProblem, isError, printableProblem, type Problem } from './problem.ts';

export const reportFormats = ['text', 'github', 'json'] as const;
export type ReportFormat = (typeof reportFormats)[number];

export const isReportFormat = (value: string): value is ReportFormat =>
  (reportFormats as readonly string[]).includes(value);

export interface Report {
  /** Machine-readable output (annotations, JSON), or text's all-clear. */
  stdout: string;
  /** Problems and summaries for people. */
  stderr: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 problems (1 warning) in 1 file.", or the all-clear with the number of files read. */
export function summary(problems: readonly Problem[], fileCount: number): string {
  const errors = problems.filter(isError);
  const warnings = problems.length - errors.length;
  const files = new Set(problems.map((problem) => problem.file)).size;
  if (errors.length === 0) {
    const valid = `All ${plural(fileCount, 'page file')} are valid`;
    return warnings === 0
      ? `${valid}.`
      : `${valid}, with ${plural(warnings, 'warning')} in ${plural(files, 'file')}.`;
  }
  const ofWhich = warnings === 0 ? '' : ` and ${plural(warnings, 'warning')}`;
  return `${plural(errors.length, 'problem')}${ofWhich} in ${plural(files, 'file')}.`;
}

// GitHub's workflow command escaping (as in @actions/core): data escapes %, CR and LF;
// property values also escape : and ,.
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function githubAnnotation(raw: Problem): string {
  const problem = printableProblem(raw);
  const properties = [
    `file=${escapeProperty(problem.file)}`,
    `line=${problem.line}`,
    `col=${problem.column}`,
    `title=${escapeProperty(`[${problem.code}]`)}`,
  ].join(',');
  const context = problem.context === undefined ? '' : ` (${problem.context})`;
  const message = `${problem.pointer}${context}: ${problem.message}`;
  return `::${problem.severity} ${properties}::${escapeData(message)}`;
}

export function jsonProblem(raw: Problem) {
  const problem = printableProblem(raw);
  return {
    file: problem.file,
    line: problem.line,
    column: problem.column,
    pointer: problem.pointer,
    ...(problem.context === undefined ? {} : { section: problem.context }),
    code: problem.code,
    severity: problem.severity,
    message: problem.message,
    hint: problemCodes[problem.code],
  };
}

export function report(format: ReportFormat, problems: Problem[], fileCount: number): Report {
  const lines = (items: string[]) => items.map((item) => `${item}\n`).join('');
  const total = summary(problems, fileCount);
  if (format === 'github')
    return { stdout: lines(problems.map(githubAnnotation)), stderr: lines([total]) };
  if (format === 'json')
    return { stdout: `${JSON.stringify(problems.map(jsonProblem), null, 2)}\n`, stderr: '' };
  if (problems.length === 0) return { stdout: lines([total]), stderr: '' };
  return { stdout: '', stderr: lines([...problems.map(formatProblem), total]) };
}
