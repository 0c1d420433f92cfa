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

/**
 * Characters that act on a terminal or a reader instead of showing: C0 and C1 controls (ESC,
 * CR and LF could erase a line and print a fake "All … are valid."), DEL, line separators and
 * the bidirectional overrides that show text in another order than it is stored.
 */
const ACTING = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** The text with each acting character written out as an escape, e.g. ESC as \u001b. */
export const printable = (text: string) =>
  text.replace(
    ACTING,
    (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

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
