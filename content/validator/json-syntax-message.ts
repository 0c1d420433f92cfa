import { createScanner, printParseErrorCode, type ParseError } from 'jsonc-parser';

// jsonc-parser declares its enums as ambient `const enum`s, which isolatedModules cannot read;
// errors are compared by printParseErrorCode's name and tokens by these values from its typings.
const SyntaxKind = {
  OpenBraceToken: 1,
  CloseBraceToken: 2,
  OpenBracketToken: 3,
  CloseBracketToken: 4,
  CommaToken: 5,
  EOF: 17,
} as const;

type ErrorName = ReturnType<typeof printParseErrorCode>;

const descriptions: Partial<Record<ErrorName, string>> = {
  InvalidNumberFormat: 'a number is written in a form JSON does not allow',
  UnexpectedEndOfNumber: 'a number is written in a form JSON does not allow',
  PropertyNameExpected: 'a property name in double quotes is expected',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected after the property name',
  CloseBraceExpected: 'a closing brace is expected',
  CloseBracketExpected: 'a closing bracket is expected',
  EndOfFileExpected: 'the file should end here, but more text follows',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed; it must end with a double quote on the same line',
  InvalidUnicode: 'a \\u escape must be followed by four hex digits',
  InvalidEscapeCharacter:
    'a backslash in a string starts an escape JSON does not know; write \\\\ for a backslash',
  InvalidCharacter:
    'a string contains a control character such as a tab or line break; write it as \\t or \\n',
};

/** The most characters of the file a message quotes. */
const MAX_QUOTED = 16;

interface Scanned {
  /** Innermost open bracket before the error: `{` or `[`. */
  container: string | undefined;
  previous: { kind: number; offset: number; end: number } | undefined;
  current: number;
}

function scanUpTo(text: string, offset: number): Scanned {
  const scanner = createScanner(text, true);
  const stack: string[] = [];
  let previous: Scanned['previous'];
  let kind = scanner.scan();
  while (kind !== SyntaxKind.EOF && scanner.getTokenOffset() < offset) {
    if (kind === SyntaxKind.OpenBraceToken) stack.push('{');
    if (kind === SyntaxKind.OpenBracketToken) stack.push('[');
    if (kind === SyntaxKind.CloseBraceToken || kind === SyntaxKind.CloseBracketToken) stack.pop();
    previous = {
      kind,
      offset: scanner.getTokenOffset(),
      end: scanner.getTokenOffset() + scanner.getTokenLength(),
    };
    kind = scanner.scan();
  }
  return { container: stack.at(-1), previous, current: kind };
}

/** What is wrong, in words, and the offset the author should look at. */
export function describeSyntaxError(
  text: string,
  error: ParseError,
): { offset: number; what: string } {
  const { container, previous, current } = scanUpTo(text, error.offset);
  const name = printParseErrorCode(error.error);
  const closes = current === SyntaxKind.CloseBraceToken || current === SyntaxKind.CloseBracketToken;
  if (previous?.kind === SyntaxKind.CommaToken && closes) {
    return { offset: previous.offset, what: 'a trailing comma after the last item is not allowed' };
  }
  if (name === 'CommaExpected') {
    const closer = container === '[' ? 'closing bracket' : 'closing brace';
    // The comma belongs right after the previous value, usually at the end of the line before.
    return { offset: previous?.end ?? error.offset, what: `a comma or ${closer} is expected` };
  }
  if (name === 'ValueExpected' && text.trim() === '') {
    return { offset: 0, what: 'the file is empty; a JSON object is expected' };
  }
  if (name === 'InvalidSymbol') {
    if (text.charCodeAt(error.offset) === 0xfeff) {
      return {
        offset: 0,
        what: 'the file starts with a byte order mark; save it as UTF-8 without one',
      };
    }
    // Only the start of the unexpected run: enough to find it, never a long stretch of the file.
    const length = Math.max(1, error.length);
    const shown = text.slice(error.offset, error.offset + Math.min(length, MAX_QUOTED));
    const found = `${JSON.stringify(shown)}${length > MAX_QUOTED ? '…' : ''}`;
    const what = `unexpected text ${found}; property names and text must be in double quotes`;
    return { offset: error.offset, what };
  }
  return { offset: error.offset, what: descriptions[name] ?? 'the text is not valid JSON' };
}
