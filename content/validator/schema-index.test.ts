import { describe, expect, it } from 'vitest';
import { SchemaIndex } from './schema-index.ts';

const defs = {
  $id: 'defs.schema.json',
  $defs: {
    text: { description: 'Some text.', type: 'string', maxLength: 10 },
    label: { $ref: '#/$defs/text', title: 'Label' },
    list: { type: 'array', items: { $ref: '#/$defs/list' } },
  },
};
const section = {
  $id: 'sections/x.schema.json',
  properties: {
    heading: { $ref: '../defs.schema.json#/$defs/label', description: 'The heading.' },
    plain: { $ref: '../defs.schema.json#/$defs/text' },
  },
};
const index = new SchemaIndex();
index.add(defs);
index.add(section);

describe('SchemaIndex: the one $ref rule', () => {
  it("resolve: the target, followed to the end, with each $ref's siblings winning", () => {
    expect(index.resolve(section.properties.heading)).toEqual({
      description: 'The heading.',
      type: 'string',
      maxLength: 10,
      title: 'Label',
    });
    expect(index.resolve(section.properties.plain).description).toBe('Some text.');
  });

  it('deref: where the $refs lead, siblings left behind', () => {
    expect(index.deref(section.properties.heading)).toBe(defs.$defs.text);
  });

  it('inline: every $ref resolved in place; a recursive definition stops', () => {
    expect(index.inline(section)).toEqual({
      $id: 'sections/x.schema.json',
      properties: {
        heading: { description: 'The heading.', type: 'string', maxLength: 10, title: 'Label' },
        plain: { description: 'Some text.', type: 'string', maxLength: 10 },
      },
    });
    const deep = JSON.stringify(index.inline({ $ref: 'defs.schema.json#/$defs/list' }, 3));
    expect(deep.match(/"items"/g)).toHaveLength(3);
    expect(deep).not.toContain('$ref');
  });
});
