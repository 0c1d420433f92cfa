import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasDir, sectionsDir } from './paths.ts';
import { readSectionCatalog, loadSchemaSet } from '../../content/node.ts';

type Schema = Record<string, unknown>;

const files = readdirSync(schemasDir, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.schema.json'));

/** Every object schema in a file, with its JSON pointer. */
function objectSchemas(node: unknown, pointer = ''): [string, Schema][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => objectSchemas(item, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Schema;
  const own: [string, Schema][] = schema.type === 'object' ? [[pointer || '/', schema]] : [];
  return [
    ...own,
    ...Object.entries(schema).flatMap(([key, value]) => objectSchemas(value, `${pointer}/${key}`)),
  ];
}

/** Keywords whose values are data, not schemas: a string in an example is no text field. */
const NOT_SCHEMAS = new Set(['examples', 'default', 'const', 'enum']);

/** Every schema for a string in a file (properties, array items, definitions), with its pointer. */
function stringSchemas(node: unknown, pointer = ''): [string, Schema][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => stringSchemas(item, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Schema;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const own: [string, Schema][] = types.includes('string') ? [[pointer || '/', schema]] : [];
  return [
    ...own,
    ...Object.entries(schema)
      .filter(([key]) => !NOT_SCHEMAS.has(key))
      .flatMap(([key, value]) => stringSchemas(value, `${pointer}/${key}`)),
  ];
}

/** Formats whose every match has a bounded length. */
const BOUNDED_FORMATS = new Set(['date', 'uuid', 'ipv4']);

/**
 * Whether a pattern bounds the length of what it matches: anchored at both ends, with no `*`, `+`
 * or open `{n,}` outside a character class and no alternative at the top level (`^a|b$` leaves
 * each end open).
 */
function patternBoundsLength(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  let inClass = false;
  let depth = 0;
  for (let i = 1; i < pattern.length - 1; i++) {
    const char = pattern[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === '*' || char === '+') return false;
    else if (char === '{' && /^\{\d+,\}/.test(pattern.slice(i))) return false;
    else if (char === '|' && depth === 0) return false;
  }
  return true;
}

/** Whether a string schema says how long its value may be, by a maximum or by its shape. */
const isBounded = (schema: Schema) =>
  typeof schema.maxLength === 'number' ||
  Array.isArray(schema.enum) ||
  'const' in schema ||
  (typeof schema.format === 'string' && BOUNDED_FORMATS.has(schema.format)) ||
  (typeof schema.pattern === 'string' && patternBoundsLength(schema.pattern));

describe('patternBoundsLength', () => {
  it('bounds anchored patterns of fixed-size parts, and nothing with an open end', () => {
    for (const bounded of ['^[0-9]{5}$', '^#[0-9a-fA-F]{6}$', '^\\+[1-9][0-9]{7,14}$'])
      expect(patternBoundsLength(bounded), bounded).toBe(true);
    expect(patternBoundsLength('^([01][0-9]|2[0-3]):[0-5][0-9]$')).toBe(true);
    for (const open of [
      '^[a-z][a-z0-9-]*$',
      '^https://[^\\s]+$',
      'page\\.schema\\.json$',
      '^[0-9]{5}',
      '^[0-9]{2,}$',
      '^a|b$',
      '^[*+]{2}\\$',
    ])
      expect(patternBoundsLength(open), open).toBe(false);
    expect(patternBoundsLength('^[*+]{2}$')).toBe(true);
  });
});

describe.each(files)('schemas/%s', (file) => {
  const schema = JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as Schema;

  it('is JSON Schema 2020-12 with an $id matching its path', () => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(file.split(path.sep).join('/'));
  });

  it('closes every object, names it, and describes every field', () => {
    for (const [pointer, object] of objectSchemas(schema)) {
      const where = `${file}#${pointer}`;
      // An `if` is a test on the value, not a shape of its own.
      if (pointer.endsWith('/if')) continue;
      // A discriminated union is closed by each of its branches instead. A fragment reference
      // carries overrides of any of its section's fields, checked once it is resolved.
      if (!('oneOf' in object) && object.title !== 'FragmentReference') {
        expect(object.additionalProperties, `${where} additionalProperties`).toBe(false);
      }
      expect(typeof object.title === 'string' || pointer === '/', `${where} title`).toBe(true);
      const properties = (object.properties ?? {}) as Record<string, Schema>;
      for (const [name, property] of Object.entries(properties)) {
        const described = typeof property.description === 'string' || '$ref' in property;
        expect(described, `${where}/properties/${name} description`).toBe(true);
      }
    }
  });

  // An author's text has a limit that fits its place (a label, a heading, a paragraph): a 10 MB
  // heading is refused by validation, and the studio and AUTHORING.md show the limit.
  it('bounds the length of every text field', () => {
    const unbounded = stringSchemas(schema)
      .filter(([, string]) => !isBounded(string))
      .map(([pointer]) => `${file}#${pointer} has no maxLength`);
    expect(unbounded).toEqual([]);
  });
});

describe('section schemas', () => {
  const { section: validateSection } = loadSchemaSet(schemasDir);
  const catalog = readSectionCatalog(schemasDir, sectionsDir);

  // docs/section-reference.md shows each type's first example as its minimal example.
  it.each(catalog)('$type has examples, each a valid section', ({ schema }) => {
    const examples = (schema.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      validateSection(example);
      expect(validateSection.errors ?? []).toEqual([]);
    }
  });
});
