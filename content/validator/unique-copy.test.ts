import { describe, expect, it } from 'vitest';
import {
  uniqueCopyCounts,
  uniqueWordCount,
  shingleSet,
  visibleStrings,
  words,
} from './unique-copy.ts';

/** n distinct made-up words, so no 8-word run repeats by accident. */
const distinct = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

const shared = 'our crew protects floors and furniture before any paint is opened';

const town = (name: string, own: string) => ({
  path: `/interior-painting/${name}-nj`,
  listing: {
    group: 'town',
    label: name,
    card: { name, zipCode: '07000', description: own, highlights: ['a', 'b', 'c'] },
  },
  sections: [
    { type: 'hero', headline: `Painting in ${name}`, image: { src: '/x.svg', alt: shared } },
    { type: 'richText', blocks: [{ kind: 'paragraph', text: `${shared}. ${own}` }] },
  ],
});

describe('visibleStrings', () => {
  it('takes sections, sidebar and the listing card, not paths, kinds, ids, alt texts or meta', () => {
    const strings = visibleStrings({
      ...town('Alpha', 'card words'),
      meta: { title: 'Not counted' },
      sidebar: [{ type: 'sidebarBox', heading: 'Side', links: [{ label: 'Go', href: '/go' }] }],
    });
    expect(strings).toEqual([
      'Painting in Alpha',
      `${shared}. card words`,
      'Side',
      'Go',
      'Alpha',
      'card words',
      'a',
      'b',
      'c',
    ]);
  });
});

describe('words and shingles', () => {
  it('lowercases words, keeps inner apostrophes and drops punctuation', () => {
    expect(words("Dover's 1–2 day, Kitchen!")).toEqual(["dover's", '1', '2', 'day', 'kitchen']);
  });

  it('makes one shingle of a string shorter than eight words', () => {
    expect([...shingleSet(['Get Your Free Estimate'])]).toEqual(['get your free estimate']);
    expect(shingleSet([distinct('w', 10)]).size).toBe(3);
  });
});

describe('uniqueWordCount', () => {
  it('counts the words covered by no shingle that another page has', () => {
    const other = shingleSet([`${distinct('x', 5)} ${shared}`]);
    const isShared = (key: string) => other.has(key);
    // 11 shared words (one run of 11 ≥ 8) plus 20 own words.
    expect(uniqueWordCount([`${shared} ${distinct('own', 20)}`], isShared)).toBe(20);
    // A run shorter than eight words does not make anything shared.
    expect(uniqueWordCount(['protects floors and furniture before'], isShared)).toBe(5);
  });
});

describe('uniqueCopyCounts', () => {
  it('gives two towns sharing text only their own words', () => {
    const docs = [
      { id: 'a', strings: visibleStrings(town('Alpha', distinct('alpha', 40))) },
      { id: 'b', strings: visibleStrings(town('Beta', distinct('beta', 25))) },
    ];
    const counts = uniqueCopyCounts(['a', 'b'], docs);
    // Own words appear twice (paragraph and card), the heading is the town's own 3 words,
    // the shared 11-word sentence counts for neither, 'a b c' highlights are shared.
    expect(counts.get('a')).toBe(3 + 40 + 1 + 40);
    expect(counts.get('b')).toBe(3 + 25 + 1 + 25);
  });

  it('treats fragment text as shared with every page that uses it', () => {
    const steps = `${shared} and cleaned up at the end of every day`;
    const docs = [
      { id: 'a', strings: [steps, distinct('alpha', 9)] },
      { id: 'fragment:steps', strings: [steps] },
    ];
    expect(uniqueCopyCounts(['a'], docs).get('a')).toBe(9);
  });
});
