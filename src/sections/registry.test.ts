import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sectionRegistry } from './registry.ts';

const schemasDir = path.resolve(import.meta.dirname, '../../schemas');
interface PageSchema {
  $defs: { section: { oneOf: { $ref: string }[] } };
}
interface SectionSchema {
  properties: { type: { const: string } };
}
const readSchema = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as T;

function schemaSectionTypes(): string[] {
  const page = readSchema<PageSchema>('page.schema.json');
  return page.$defs.section.oneOf.map(
    ({ $ref }) => readSchema<SectionSchema>($ref).properties.type.const,
  );
}

describe('section registry', () => {
  it('has exactly one component for every section type the page schema allows', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(schemaSectionTypes().sort());
  });
});
