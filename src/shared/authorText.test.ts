import { describe, expect, it } from 'vitest';
import { linkTargets, readAuthorText, unknownTokens, visibleWords } from './authorText.ts';

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
