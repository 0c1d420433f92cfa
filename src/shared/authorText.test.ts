import { describe, expect, it } from 'vitest';
import {
  describeTextFault,
  linkTargets,
  readAuthorText,
  textFault,
  unknownTokens,
  visibleWords,
} from './authorText.ts';

describe('readAuthorText', () => {
  it('reads links, known tokens and unknown tokens in order', () => {
    expect(readAuthorText('Call {phone}, [see {brand}](/about) or {phon}.')).toEqual([
      { kind: 'text', text: 'Call ', at: 0 },
      { kind: 'token', name: 'phone', at: 5 },
      { kind: 'text', text: ', ', at: 12 },
      { kind: 'link', label: 'see {brand}', href: '/about', at: 14 },
      { kind: 'text', text: ' or ', at: 35 },
      { kind: 'unknown-token', name: 'phon', text: '{phon}', at: 39 },
      { kind: 'text', text: '.', at: 45 },
    ]);
  });

  it('leaves an empty label or an address with spaces or parentheses as plain text', () => {
    for (const text of ['[](/about)', '[a](/b c)', '[a](/b(c))'])
      expect(readAuthorText(text).map((piece) => piece.kind)).not.toContain('link');
  });

  it("finds the links and unknown tokens inside a link's label too", () => {
    const text = '[write {emial}](/contact) or [call](tel:+15555550100)';
    expect(linkTargets(text)).toEqual(['/contact', 'tel:+15555550100']);
    expect(unknownTokens(text)).toEqual(['emial']);
    expect(visibleWords(text)).toBe('write {emial} or call');
  });
});

describe('textFault', () => {
  it('finds the first control character, counted as people count characters', () => {
    expect(textFault('Fresh 🎨 paint\u001b[2K')).toEqual({
      kind: 'control',
      char: '\u001b',
      position: 14,
    });
    for (const char of ['\t', '\n', '\r', '\u0007', '\u007f', '\u0085'])
      expect(textFault(`a${char}b`)?.kind).toBe('control');
  });

  it('counts text of only spaces and invisible characters as empty', () => {
    for (const text of ['', ' \u00a0', '\u200b\u200b', '\u2060', '\ufeff', '\u061c', '\u3164'])
      expect(textFault(text), JSON.stringify(text)).toEqual({ kind: 'empty', text });
    for (const text of ['A porch', '\u200bA', '—', '{phone}'])
      expect(textFault(text), text).toBeUndefined();
  });

  it('says what the fault is, naming the characters', () => {
    expect(describeTextFault(textFault('\u200b\u200b\u2060')!)).toBe(
      'shows nothing: it holds only invisible characters (2 × U+200B, U+2060)',
    );
    expect(describeTextFault(textFault('   ')!)).toBe('shows nothing: it holds only spaces');
    expect(describeTextFault(textFault('')!)).toBe('is empty');
    expect(describeTextFault(textFault('ab\u001b')!)).toMatch(
      /^holds an escape character \(ESC\), U\+001B, at character 3: /,
    );
  });
});
