import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepTogether } from './keepTogether.tsx';
import { splitUnbreakable } from '../shared/authorText.ts';

/** The runs the text keeps on one line. */
const kept = (text: string) =>
  splitUnbreakable(text)
    .filter((piece) => piece.keep)
    .map((piece) => piece.text);

describe('splitUnbreakable', () => {
  it('keeps number ranges whole, written with an en dash or a hyphen', () => {
    expect(kept('Larger jobs in 3–5 days')).toEqual(['3–5']);
    expect(kept('Larger jobs in 3-5 days')).toEqual(['3-5']);
    expect(kept('Paint that lasts 7–10 years.')).toEqual(['7–10']);
    expect(kept('Most rooms: 1-2 days, whole floors 3–5.')).toEqual(['1-2', '3–5']);
  });

  it('keeps money, units and spaced en dashes inside the range', () => {
    expect(kept('Budgets of $2,000–$5,000 are common')).toEqual(['$2,000–$5,000']);
    expect(kept('Budgets of $2,000 – $5,000 are common')).toEqual(['$2,000 – $5,000']);
    expect(kept('Painted at 50–85°F, May to October')).toEqual(['50–85°F']);
    expect(kept('Saves 70–80% of the cost')).toEqual(['70–80%']);
  });

  it('keeps dash-joined numbers such as a phone number or a date whole', () => {
    expect(kept('Call (973) 555-0142 today')).toEqual(['555-0142']);
    expect(kept('Updated 2026-11-21')).toEqual(['2026-11-21']);
  });

  it('keeps short hyphenated compounds whole, numbers with words included', () => {
    expect(kept('Friendly, on-time crews')).toEqual(['on-time']);
    expect(kept('A 3-year warranty and a 5-Star rating')).toEqual(['3-year', '5-Star']);
    expect(kept('Call or e-mail for a no-obligation, on-site visit')).toEqual([
      'e-mail',
      'no-obligation',
      'on-site',
    ]);
    expect(kept('Classic board-and-batten siding')).toEqual(['board-and-batten']);
  });

  it('lets a long compound break at its hyphens', () => {
    expect(kept('a state-of-the-art-and-then-some finish')).toEqual([]);
  });

  it('leaves a spaced dash between words, and prose without such runs, breakable', () => {
    expect(kept('Good paint – and good preparation')).toEqual([]);
    expect(kept('Good paint - and good preparation')).toEqual([]);
    expect(kept('Done in 3 days, 5 at most.')).toEqual([]);
    expect(splitUnbreakable('Plain words')).toEqual([{ text: 'Plain words', keep: false }]);
  });

  it('never changes the text: the pieces join to the input', () => {
    const text = 'A 1-2 hour visit, 3–5 days of on-time work and $2,000–$5,000 at 50-85°F.';
    expect(
      splitUnbreakable(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });
});

describe('keepTogether', () => {
  it('returns text without such runs as the same string', () => {
    expect(keepTogether('Plain words')).toBe('Plain words');
  });

  it('wraps each run in a span that does not wrap, inside one span that holds the text', () => {
    const { container } = render(<p>{keepTogether('Done in 3–5 days by an on-time crew.')}</p>);
    const whole = container.querySelector('p > span')!;
    expect(container.querySelector('p')!.childNodes).toHaveLength(1);
    expect(whole.textContent).toBe('Done in 3–5 days by an on-time crew.');
    expect(getComputedStyle(whole).whiteSpace).not.toBe('nowrap');
    const runs = [...whole.querySelectorAll('span')];
    expect(runs.map((span) => span.textContent)).toEqual(['3–5', 'on-time']);
    for (const span of runs) expect(getComputedStyle(span).whiteSpace).toBe('nowrap');
  });
});
