import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './utf8.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))),
  );

describe('decodeUtf8', () => {
  it('reads UTF-8 as it is, a stored U+FFFD and four-byte characters included', () => {
    const text = '{"a": "Café � 🎨 – ok"}';
    expect(decodeUtf8(Buffer.from(text))).toEqual({ text });
  });

  it.each([
    ['a Windows-1252 é', bytes('"Caf', [0xe9], '"'), 4],
    ['a character cut short', bytes('"–🎨', [0xe2, 0x82], 'x"'), 4],
    ['a stray continuation byte', bytes('"ok', [0x80], '"'), 3],
    ['a cut U+FFFD after a stored one', bytes('"�', [0xef, 0xbf], 'A"'), 2],
    ['an overlong slash', bytes('"/', [0xc0, 0xaf], '"'), 2],
  ])('finds %s at the character where it starts', (_, input, at) => {
    const decoded = decodeUtf8(input);
    expect(decoded.invalidAt).toBe(at);
    expect(decoded.text[at]).toBe('\ufffd');
  });
});
