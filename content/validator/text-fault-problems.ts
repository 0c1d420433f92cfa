/**
 * Every string of a file is author text, checked as shared/authorText.ts's textFault says: a
 * control character (ESC, BEL, a line break) is refused, since no page shows it and a terminal
 * that prints it obeys it, and a text of only spaces and invisible characters (zero-width spaces,
 * U+2060…) is empty, however long, so a field that must be written is not.
 */
import { describeTextFault, textFault } from '../../src/shared/authorText.ts';
import { stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';

const LINE_BREAKS = new Set(['\n', '\r']);

/** An error for each string of the file that holds a control character or shows nothing. */
export function textFaultProblems(source: JsonSource): Problem[] {
  return stringLeaves(source.value).flatMap(({ segments, text }) => {
    const fault = textFault(text);
    // An empty string is the schema's to judge (a minimum length, or a field that may be empty).
    if (!fault || text === '') return [];
    const pointer = toPointer(segments);
    if (fault.kind === 'empty')
      return [
        source.problem(
          'invisible-text',
          pointer,
          `this text ${describeTextFault(fault)}, so it counts as empty. Write the text it should show; where the field may be empty (a decorative picture's alt) or left out, write "" or remove it.`,
        ),
      ];
    const oneLine = LINE_BREAKS.has(fault.char)
      ? ': a text is one line, and a new paragraph is a new item of its list'
      : '';
    return [
      source.problem(
        'control-character',
        pointer,
        `this text ${describeTextFault(fault)}. Remove it${oneLine}.`,
      ),
    ];
  });
}
