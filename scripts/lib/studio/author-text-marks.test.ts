import { vercelStegaCombine, vercelStegaSplit } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import type { Json, Schema } from '../../../src/shared/studio/api.ts';
import { isAuthorText, markPage, markValue, marksIn } from './author-text-marks.ts';
import { marksToAttributes } from './preview-marks.ts';

const text: Schema = { type: 'string' };
const hero: Schema = {
  type: 'object',
  properties: {
    type: { type: 'string', const: 'hero' },
    anchor: { type: 'string', pattern: '^[a-z]+$' },
    variant: { type: 'string', enum: ['full', 'compact'] },
    headline: text,
    image: { type: 'object', properties: { src: text, alt: text } },
    updated: { type: 'string', format: 'date' },
    points: { type: 'array', items: text },
    blocks: {
      type: 'array',
      items: {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { const: 'list' }, items: { type: 'array', items: text } },
          },
          { type: 'object', properties: { kind: { const: 'paragraph' }, text } },
        ],
      },
    },
  },
};

const clean = (value: Json) =>
  typeof value === 'string' ? vercelStegaSplit(value).cleaned : value;

describe('which strings are author text', () => {
  it('is free text under an author’s key', () => {
    expect(isAuthorText('headline', text, 'Painting done right')).toBe(true);
    expect(isAuthorText(0, { type: ['string', 'null'] }, 'A point')).toBe(true);
  });
  it('is never a choice, a constant, a formatted or patterned value, nor a program’s key', () => {
    expect(isAuthorText('variant', { type: 'string', enum: ['full'] }, 'full')).toBe(false);
    expect(isAuthorText('type', { type: 'string', const: 'hero' }, 'hero')).toBe(false);
    expect(isAuthorText('updated', { type: 'string', format: 'date' }, '2026-01-01')).toBe(false);
    expect(isAuthorText('zipCode', { type: 'string', pattern: '^[0-9]{5}$' }, '07801')).toBe(false);
    for (const key of ['type', 'anchor', 'src', 'href', 'path', 'id', 'fragment'])
      expect(isAuthorText(key, text, 'words'), key).toBe(false);
  });
  it('is never empty, nor a string the schema does not describe as one', () => {
    expect(isAuthorText('headline', text, '  ')).toBe(false);
    expect(isAuthorText('headline', undefined, 'Words')).toBe(false);
    expect(isAuthorText('count', { type: 'number' }, 'Words')).toBe(false);
  });
});

describe('a marked section', () => {
  const section = {
    type: 'hero',
    anchor: 'top',
    variant: 'full',
    headline: 'Painting done right',
    image: { src: '/Assets/house.jpg', alt: 'A blue house' },
    updated: '2026-01-01',
    points: ['Clean', ''],
    blocks: [
      { kind: 'paragraph', text: 'First words.' },
      { kind: 'list', items: ['One'] },
    ],
    unknown: 'Not in the schema',
  } as Json;
  const marked = markValue(section, hero, ['sections', 2]) as Record<string, Json>;

  it('carries each author text’s pointer, hidden after the same words', () => {
    expect(marksIn(marked.headline as string)).toEqual(['/sections/2/headline']);
    expect(clean(marked.headline!)).toBe('Painting done right');
    expect(marksIn((marked.image as Record<string, string>).alt!)).toEqual([
      '/sections/2/image/alt',
    ]);
    expect(marksIn((marked.points as string[])[0]!)).toEqual(['/sections/2/points/0']);
    const [paragraph, list] = marked.blocks as Record<string, Json>[];
    expect(marksIn(paragraph!.text as string)).toEqual(['/sections/2/blocks/0/text']);
    expect(marksIn((list!.items as string[])[0]!)).toEqual(['/sections/2/blocks/1/items/0']);
  });

  it('is read back from the text alone; zero-width characters an author wrote are no mark', () => {
    expect(marksIn('Plain words')).toEqual([]);
    expect(marksIn('\u200c\u200d\u2060\u2061 words')).toEqual([]);
    const alt = (marked.image as Record<string, string>).alt!;
    expect(marksIn(`${marked.headline as string} and ${alt}`)).toEqual([
      '/sections/2/headline',
      '/sections/2/image/alt',
    ]);
  });

  it('leaves every other string exactly as written', () => {
    expect(marked.type).toBe('hero');
    expect(marked.anchor).toBe('top');
    expect(marked.variant).toBe('full');
    expect(marked.updated).toBe('2026-01-01');
    expect((marked.image as Record<string, string>).src).toBe('/Assets/house.jpg');
    expect((marked.points as string[])[1]).toBe('');
    expect(marked.unknown).toBe('Not in the schema');
    expect((marked.blocks as Record<string, Json>[])[1]!.kind).toBe('list');
  });
});

describe('a marked page', () => {
  const schemas = {
    page: { type: 'object', properties: { meta: { type: 'object', properties: { title: text } } } },
    section: (type: string) => (type === 'hero' ? hero : undefined),
  };
  const written = {
    meta: { title: 'Dover' },
    sections: [
      { type: 'hero', headline: 'Own words' },
      { fragment: 'steps', type: 'hero', headline: 'Override' },
    ],
  } as Json;
  const resolved = {
    meta: { title: 'Dover' },
    sections: [
      { type: 'hero', headline: 'Own words' },
      { type: 'hero', headline: 'Override', image: { src: '/a.jpg', alt: 'From the fragment' } },
    ],
  } as Json;
  const page = markPage(written, resolved, schemas) as {
    meta: { title: string };
    sections: Record<string, Json>[];
  };

  it('marks the page’s own fields and its sections’ with their pointers', () => {
    expect(marksIn(page.meta.title)).toEqual(['/meta/title']);
    expect(marksIn(page.sections[0]!.headline as string)).toEqual(['/sections/0/headline']);
  });
  it('marks a fragment’s text with its section (the page cannot edit it), and the page’s overrides with their fields', () => {
    const fromFragment = page.sections[1]!;
    expect(marksIn((fromFragment.image as Record<string, string>).alt!)).toEqual(['/sections/1']);
    expect(marksIn(fromFragment.headline as string)).toEqual(['/sections/1/headline']);
  });
});

describe('marks in the rendered page', () => {
  const mark = (words: string, pointer: string) => vercelStegaCombine(words, pointer, false);
  const html = [
    `<!DOCTYPE html><html><head><title>${mark('Dover', '/meta/title')}</title>`,
    `<meta name="description" content="${mark('About Dover', '/meta/description')}"/></head>`,
    `<body><header><a href="/">Brand</a></header><main>`,
    `<section class="a"><div><h2>${mark('Heading', '/sections/0/heading')}</h2>`,
    `<img src="/a.jpg" alt="${mark('A house', '/sections/0/image/alt')}"/></div></section>`,
    `<section><p>See <a href="/x">our work</a>${mark('', '/sections/1/text')}</p>`,
    `<p>${mark('Shared', '/sections/2')}</p></section>`,
    `</main></body></html>`,
  ].join('');
  const shown = marksToAttributes(html);

  it('become the field on the element that shows or holds them, and leave no mark behind', () => {
    expect(shown).toContain('<h2 data-studio-field="/sections/0/heading">Heading</h2>');
    expect(shown).toContain(
      '<img src="/a.jpg" alt="A house" data-studio-field="/sections/0/image/alt"/>',
    );
    expect(shown).toContain(
      '<p data-studio-field="/sections/1/text" data-studio-section="/sections/1">See <a href="/x">our work</a></p>',
    );
    expect(shown).toContain('<title>Dover</title>');
    expect(shown).toContain('content="About Dover"/>');
    expect(marksIn(shown)).toEqual([]);
    expect(shown.length).toBeLessThan(html.length);
  });

  it('mark each section’s widest element of its own, and a fragment’s text its section only', () => {
    expect(shown).toContain('<section class="a" data-studio-section="/sections/0">');
    // A fragment's text selects its section, and no field.
    expect(shown).toContain('<p data-studio-section="/sections/2">Shared</p>');
    // An element with two sections' texts in it is neither's.
    expect(shown).toContain('<section><p data-studio-field');
    expect(shown).toContain('<header><a href="/">Brand</a></header><main>');
  });
});
