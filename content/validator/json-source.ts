import {
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { isRecord, parsePointer, valueAt } from './json-pointer.ts';
import { describeSyntaxError } from './json-syntax-message.ts';
import { findTooDeep, MAX_DEPTH } from './nesting-depth.ts';
import type { ProblemCode } from './codes.ts';
import type { Problem, Severity } from './problem.ts';

const sectionPointer = /^\/sections\/(\d+)(?:\/|$)/;

interface ProblemPlace {
  /** Where the problem is, when not at the value `pointer` names (e.g. a repeated key). */
  offset?: number;
  severity?: Severity;
}

/** One content file: its text, syntax tree and value, and how to point at places in it. */
export class JsonSource {
  private readonly lineStarts: number[] = [0];
  /** Set when the file is not valid JSON (or nests too deep); `value` is then only a best-effort reading. */
  syntaxProblem: Problem | undefined;

  constructor(
    readonly path: string,
    readonly text: string,
    readonly tree: Node | undefined,
    readonly value: unknown,
  ) {
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  lineAtOffset(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** 1-based line and column of a character offset. */
  positionAt(offset: number): { line: number; column: number } {
    const line = this.lineAtOffset(offset);
    return { line, column: offset - (this.lineStarts[line - 1] ?? 0) + 1 };
  }

  /** Offset of the value at `pointer`; for an object property, of its key. */
  offsetOf(pointer: string): number {
    const segments = parsePointer(pointer);
    for (let length = segments.length; length >= 0; length--) {
      const node = this.nodeAt(segments.slice(0, length));
      if (node) return node.parent?.type === 'property' ? node.parent.offset : node.offset;
    }
    return 0;
  }

  /** The `type` of the section that contains `pointer`, if any. */
  contextOf(pointer: string): string | undefined {
    const index = sectionPointer.exec(pointer)?.[1];
    if (index === undefined || !isRecord(this.value)) return undefined;
    const type = valueAt(this.value, ['sections', index, 'type']);
    return typeof type === 'string' ? type : undefined;
  }

  /** The same file and lines with another value, e.g. the page with its fragments resolved. */
  withValue(value: unknown): JsonSource {
    return new JsonSource(this.path, this.text, this.tree, value);
  }

  problem(
    code: ProblemCode,
    pointer: string,
    message: string,
    { offset = this.offsetOf(pointer), severity = 'error' }: ProblemPlace = {},
  ): Problem {
    const context = this.contextOf(pointer);
    return {
      code,
      severity,
      file: this.path,
      ...this.positionAt(offset),
      pointer,
      ...(context === undefined ? {} : { context }),
      message,
    };
  }

  private nodeAt(segments: string[]): Node | undefined {
    if (!this.tree) return undefined;
    const path = segments.map((segment, i) =>
      Array.isArray(valueAt(this.value, segments.slice(0, i))) ? Number(segment) : segment,
    );
    return findNodeAtLocation(this.tree, path);
  }
}

export function parseSource(file: { path: string; text: string }): JsonSource {
  // Before the parser and every check that recurses: they would overflow the stack.
  const tooDeep = findTooDeep(file.text);
  if (tooDeep) {
    const source = new JsonSource(file.path, file.text, undefined, undefined);
    const message = `this value opens level ${MAX_DEPTH + 1} of a file that nests ${tooDeep.deepest} levels deep, but a page file may nest at most ${MAX_DEPTH} (a page, its sections, their items and values need far fewer). Remove or flatten what is nested here; the rest of the file was not checked.`;
    source.syntaxProblem = {
      code: 'too-deep',
      severity: 'error',
      file: source.path,
      ...source.positionAt(tooDeep.offset),
      pointer: tooDeep.pointer,
      message,
    };
    return source;
  }
  const errors: ParseError[] = [];
  const tree = parseTree(file.text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    const source = new JsonSource(
      file.path,
      file.text,
      tree,
      tree ? getNodeValue(tree) : undefined,
    );
    const { offset, what } = describeSyntaxError(file.text, first);
    source.syntaxProblem = syntaxProblem(source, offset, what);
    return source;
  }
  try {
    return new JsonSource(file.path, file.text, tree, JSON.parse(file.text));
  } catch (error) {
    const source = new JsonSource(file.path, file.text, tree, undefined);
    source.syntaxProblem = syntaxProblem(source, 0, (error as Error).message);
    return source;
  }
}

function syntaxProblem(source: JsonSource, offset: number, what: string): Problem {
  const { line, column } = source.positionAt(offset);
  return {
    code: 'invalid-json',
    severity: 'error',
    file: source.path,
    line,
    column,
    pointer: '/',
    message: `invalid JSON at column ${column}: ${what}. Fix the syntax there; the rest of the file was not checked.`,
  };
}
