/**
 * How deep a page file may nest, checked on its raw text before anything reads it recursively
 * (the JSON parser, the duplicate-key check, the schema, the link and text walks): a file nested
 * thousands of levels deep would otherwise stop the validator with a stack overflow instead of a
 * problem list.
 */
import { toPointer } from './json-pointer.ts';

/**
 * The deepest nesting a page file may have, counting the file's own object as level 1. A page
 * nests about 6 levels (page, sections, a section, its items, an item's list, a value); the
 * schemas allow a few more, and 32 leaves room for every section type to come.
 */
export const MAX_DEPTH = 32;

export interface TooDeep {
  /** Offset of the bracket that opens the first level beyond MAX_DEPTH. */
  offset: number;
  /** JSON pointer of the value that bracket opens. */
  pointer: string;
  /** The deepest level the file reaches. */
  deepest: number;
}

interface Level {
  kind: 'object' | 'array';
  /** In an object, the key of the member being read; in an array, the index of the item. */
  segment: string | number;
}

/** The text of a JSON string token (raw when it does not decode, as in a broken file). */
function stringValue(raw: string): string {
  try {
    return String(JSON.parse(raw));
  } catch {
    return raw.slice(1, -1);
  }
}

/**
 * Where the text first nests deeper than `max`, or undefined. One loop over the characters with
 * an explicit stack: no recursion, whatever the text. Brackets inside strings do not count; a
 * text that is not valid JSON is read as far as its brackets go (the parser reports the rest).
 */
export function findTooDeep(text: string, max = MAX_DEPTH): TooDeep | undefined {
  const stack: Level[] = [];
  let found: TooDeep | undefined;
  let lastString: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"' && text[end] !== '\n') {
        end += text[end] === '\\' ? 2 : 1;
      }
      lastString = stringValue(text.slice(i, end + 1));
      i = end;
      continue;
    }
    const top = stack.at(-1);
    if (char === '{' || char === '[') {
      if (stack.length === max && !found) {
        found = { offset: i, pointer: toPointer(stack.map((level) => level.segment)), deepest: 0 };
      }
      stack.push({ kind: char === '{' ? 'object' : 'array', segment: char === '{' ? '' : 0 });
      if (found) found.deepest = Math.max(found.deepest, stack.length);
    } else if (char === '}' || char === ']') {
      stack.pop();
    } else if (char === ':' && top?.kind === 'object') {
      top.segment = lastString ?? '';
    } else if (char === ',' && top?.kind === 'array') {
      top.segment = Number(top.segment) + 1;
    }
  }
  return found;
}
