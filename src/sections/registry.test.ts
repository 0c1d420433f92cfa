import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsListings } from '../data/pageLoader.ts';
import type { PageDocument } from '../generated/content.ts';
import { listsPagesTypes, openingSectionTypes, sectionRegistry, typesWith } from './registry.ts';

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

  it("reads each type's roles from its schema's sectionRoles", () => {
    expect([...listsPagesTypes].sort()).toEqual(['sitemapIndex', 'townCards', 'townLinks']);
    expect([...openingSectionTypes].sort()).toEqual(['breadcrumb', 'hero']);
    expect([...typesWith('lead')]).toEqual(['richText']);
    expect([...typesWith('closing')]).toEqual(['callToAction']);
  });

  it('loads listings for a page whose sections or sidebar hold a listsPages type', () => {
    const page = (sections: unknown[], sidebar?: unknown[]) =>
      ({ sections, sidebar }) as unknown as PageDocument;
    const townCards = { type: 'townCards', heading: 'Towns' };
    expect(needsListings(page([{ type: 'hero' }]), listsPagesTypes)).toBe(false);
    expect(needsListings(page([{ type: 'hero' }, townCards]), listsPagesTypes)).toBe(true);
    expect(needsListings(page([], [{ type: 'sitemapIndex' }]), listsPagesTypes)).toBe(true);
  });
});
