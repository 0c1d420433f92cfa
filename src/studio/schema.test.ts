import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAMEL_CASE, CODE_WORDS } from '../../tests/support/codeWords.ts';
import { pageSchema, sectionTypes } from '../../tests/support/studioSchemas.ts';
import type { Schema } from './client.ts';
import { effective, inSentence, isMachineField, isProse, isRequiredAt, labelOf } from './schema.ts';

const pagesDir = path.resolve(import.meta.dirname, '../../pages-json');

/** Every free-text string field of a schema, by a path like hero.subtitle or faq.items[].answer. */
function textFields(schema: Schema, at: string, list?: Schema): Map<string, boolean> {
  const own = effective(schema);
  const fields = new Map<string, boolean>();
  if (own.type === 'object' || own.properties)
    for (const [key, property] of Object.entries((own.properties ?? {}) as Record<string, Schema>))
      for (const entry of textFields(property, `${at}.${key}`)) fields.set(...entry);
  else if (own.type === 'array')
    for (const entry of textFields((own.items ?? {}) as Schema, `${at}[]`, own))
      fields.set(...entry);
  else if (own.type === 'string' && !own.enum && own.const === undefined)
    fields.set(at, isProse(own, list));
  return fields;
}

/** The longest text each field holds in the page files. */
function longestTexts(): Map<string, number> {
  const longest = new Map<string, number>();
  const scan = (value: unknown, at: string) => {
    if (Array.isArray(value)) value.forEach((item) => scan(item, `${at}[]`));
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) scan(item, `${at}.${key}`);
    else if (typeof value === 'string')
      longest.set(at, Math.max(longest.get(at) ?? 0, value.length));
  };
  const files = readdirSync(pagesDir, { recursive: true })
    .map(String)
    .filter(
      (file) => file.endsWith('.json') && !file.includes('fragments') && file !== 'site.json',
    );
  for (const file of files) {
    const {
      sections = [],
      sidebar = [],
      ...page
    } = JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as {
      sections?: { type: string }[];
      sidebar?: { type: string }[];
    };
    for (const section of [...sections, ...sidebar]) scan(section, section.type);
    scan(page, 'page');
  }
  return longest;
}

describe('isProse: the element a text field gets, from its schema alone', () => {
  it('gives every field that holds more than 80 characters somewhere a text area', async () => {
    const fields = new Map<string, boolean>();
    for (const type of await sectionTypes())
      for (const entry of textFields(type.schema, type.type)) fields.set(...entry);
    for (const entry of textFields(await pageSchema(), 'page')) fields.set(...entry);
    const long = [...longestTexts()].filter(([, length]) => length > 80).map(([field]) => field);
    expect(long.length).toBeGreaterThan(20);
    expect(long.filter((field) => fields.get(field) !== true)).toEqual([]);
    // The four fields the Randolph trial lost keys in.
    for (const field of [
      'page.meta.structuredData.business.description',
      'testimonialGrid.testimonials[].text',
      'testimonialCarousel.testimonials[].text',
      'aboutVideo.paragraphs[]',
    ])
      expect(fields.get(field), field).toBe(true);
    // Headings, labels, names and paths stay one line.
    for (const field of [
      'hero.headline',
      'faq.heading',
      'hero.actions[].label',
      'testimonialGrid.testimonials[].name',
      'hero.image.src',
      'page.path',
      'page.meta.title',
    ])
      expect(fields.get(field), field).toBe(false);
  });

  it('lets a maxLength decide before the description', () => {
    const schema = { type: 'string', description: 'Section heading (h2).' };
    expect(isProse(schema)).toBe(false);
    expect(isProse({ type: 'string', maxLength: 300 })).toBe(true);
    expect(isProse({ type: 'string', maxLength: 70, description: 'Two sentences.' })).toBe(false);
    // A link may be long, and is still one line.
    expect(isProse({ type: 'string', pattern: '^https://', maxLength: 2048 })).toBe(false);
  });
});

describe('isRequiredAt', () => {
  const schema = {
    type: 'object',
    required: ['headline'],
    properties: {
      headline: { type: 'string' },
      subtitle: { type: 'string' },
      points: { type: 'array', items: { type: 'string' } },
      action: { type: 'object', required: ['label'], properties: { label: { type: 'string' } } },
    },
  };
  it('follows the schema’s required lists down objects and lists; list items are required', () => {
    expect(isRequiredAt(schema, ['headline'])).toBe(true);
    expect(isRequiredAt(schema, ['subtitle'])).toBe(false);
    expect(isRequiredAt(schema, ['points', 2])).toBe(true);
    expect(isRequiredAt(schema, ['action', 'label'])).toBe(true);
  });
});

/** Every property key of every schema file, with the file that has it. */
function schemaKeys(): Map<string, string> {
  const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
  const keys = new Map<string, string>();
  const walk = (node: unknown, file: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, file));
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    for (const key of Object.keys(properties ?? {})) keys.set(key, file);
    for (const value of Object.values(node)) walk(value, file);
  };
  for (const name of readdirSync(schemasDir, { recursive: true }).map(String))
    if (name.endsWith('.json'))
      walk(JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8')), name);
  return keys;
}

describe('labelOf: every field an author sees is named in plain English', () => {
  it.each([...schemaKeys()].filter(([key]) => !isMachineField(key)))('%s (in %s)', (key) => {
    const label = labelOf(key);
    expect(label).toMatch(/^[A-Z]/);
    expect(label).not.toMatch(CAMEL_CASE);
    expect(label).not.toMatch(CODE_WORDS);
  });

  it('keeps a capitalised word inside a sentence', () => {
    expect(inSentence(labelOf('zipCode'))).toBe('ZIP code');
    expect(inSentence(labelOf('ogImage'))).toBe('picture shown when shared');
  });
});
