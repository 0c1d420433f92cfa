import { printable } from '../../src/shared/characters.ts';
import type { ProblemCode } from './codes.ts';

/** An error fails validation and the build; a warning (e.g. in a draft) is only reported. */
export type Severity = 'error' | 'warning';

export interface Problem {
  /** Permanent code of the rule (see ./codes.ts), printed after the message. */
  code: ProblemCode;
  severity: Severity;
  /** Display path, e.g. pages-json/about.json. */
  file: string;
  /** 1-based line of the value the problem is about. */
  line: number;
  /** 1-based column of that value (of its key, for an object property). */
  column: number;
  /** JSON pointer of that value; `/` for the document root. */
  pointer: string;
  /** The `type` of the enclosing section, when the pointer is inside one. */
  context?: string;
  message: string;
}

/** The problem with every text in it printable: how every output format receives it. */
export function printableProblem(problem: Problem): Problem {
  return {
    ...problem,
    file: printable(problem.file),
    pointer: printable(problem.pointer),
    message: printable(problem.message),
    ...(problem.context === undefined ? {} : { context: printable(problem.context) }),
  };
}

export function formatProblem(problem: Problem): string {
  const { file, line, pointer, context, message, code, severity } = printableProblem(problem);
  const section = context === undefined ? '' : ` (${context})`;
  const warning = severity === 'warning' ? ' (warning)' : '';
  return `${file}:${line} ${pointer}${section}: ${message} [${code}]${warning}`;
}

export const isError = (problem: Problem) => problem.severity === 'error';

export function dedupeProblems(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = formatProblem(problem);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Groups problems by file (in the given file order), then by line. */
export function sortProblems(problems: Problem[], fileOrder: string[]): Problem[] {
  const rank = (file: string) => {
    const index = fileOrder.indexOf(file);
    return index === -1 ? fileOrder.length : index;
  };
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        rank(a.problem.file) - rank(b.problem.file) ||
        a.problem.line - b.problem.line ||
        a.index - b.index,
    )
    .map(({ problem }) => problem);
}
