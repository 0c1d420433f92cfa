import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasDir } from './paths.ts';
import { readSectionCatalog } from './content/read-section-catalog.ts';
import { loadSchemaSet } from './content/validator/schema-set.ts';

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
});

describe('section schemas', () => {
  const { section: validateSection } = loadSchemaSet(schemasDir);

  // docs/section-reference.md shows each type's first example as its minimal example.
  it.each(readSectionCatalog())('$type has examples, each a valid section', ({ schema }) => {
    const examples = (schema.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) {
      validateSection(example);
      expect(validateSection.errors ?? []).toEqual([]);
    }
  });
});
