/**
 * Reading a file's bytes as UTF-8 without hiding what is not: a byte that is not UTF-8 would
 * otherwise turn silently into U+FFFD, pass validation, and be written back as U+FFFD by the
 * next studio save, so the author's character is gone for good.
 */
import { isUtf8 } from 'node:buffer';
import { getLocation } from 'jsonc-parser';
import { toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';

export interface DecodedText {
  /** The text, with U+FFFD for each byte sequence that is not UTF-8. */
  text: string;
  /** Offset in `text` of the first U+FFFD that stands for bytes that are not UTF-8. */
  invalidAt?: number;
}

export function decodeUtf8(bytes: Uint8Array): DecodedText {
  const text = new TextDecoder('utf-8').decode(bytes);
  // Node's own check, without encoding the text again; the walk below runs only for a bad file.
  if (isUtf8(bytes)) return { text };
  // Walk the text beside the bytes: the first U+FFFD not stored as its own bytes (EF BF BD)
  // stands for bytes that are not UTF-8.
  let byte = 0;
  for (let offset = 0; offset < text.length;) {
    const point = text.codePointAt(offset)!;
    const stored = bytes[byte] === 0xef && bytes[byte + 1] === 0xbf && bytes[byte + 2] === 0xbd;
    if (point === 0xfffd && !stored) return { text, invalidAt: offset };
    byte += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    offset += point > 0xffff ? 2 : 1;
  }
  return { text };
}

/** The problem at the first byte that is not UTF-8, at its line and column. */
export function notUnicodeProblem(source: JsonSource, offset: number): Problem {
  const pointer = toPointer(getLocation(source.text, offset).path);
  return source.problem(
    'not-unicode-text',
    pointer,
    'these bytes are not UTF-8 text (the file was probably saved in another encoding, such as Windows-1252), so they would show as "�". Save the file as UTF-8 in your editor and type the character again.',
    { offset },
  );
}
