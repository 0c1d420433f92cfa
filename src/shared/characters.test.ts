import { describe, expect, it } from 'vitest';
import { printable } from './characters.ts';

describe('printable', () => {
  it('writes out every control, format and separator character, and nothing else', () => {
    const acting = '\u001b[2K\r\n\t\u0007\u0085\u061c\u200b\u200e\u202e\u2066\u2028\u2029\ufeff';
    expect(printable(`a${acting}b`)).toBe(
      'a\\u001b[2K\\r\\n\\t\\u0007\\u0085\\u061c\\u200b\\u200e\\u202e\\u2066\\u2028\\u2029\\ufeffb',
    );
    expect(printable('Café, 3–5 days, «quoted»')).toBe('Café, 3–5 days, «quoted»');
  });

  it('writes a character beyond U+FFFF whole, and changes nothing when printed again', () => {
    const tagged = 'flag\u{e0067}\u{e0062}';
    expect(printable(tagged)).toBe('flag\\u{e0067}\\u{e0062}');
    expect(printable(printable(tagged))).toBe(printable(tagged));
  });
});
