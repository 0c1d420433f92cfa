import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSectionCatalog } from './read-section-catalog.ts';

let dir: string;
const schemas = () => path.join(dir, 'schemas');
const sources = () => path.join(dir, 'src');

/** One section type "quoteBand", with its schema's extra keywords and a component folder. */
function quoteBand(keywords: Record<string, unknown>) {
  const schema = {
    $id: 'sections/quote-band.schema.json',
    ...keywords,
    type: 'object',
    properties: { type: { const: 'quoteBand' }, quote: { type: 'string' }, trail: {} },
  };
  writeFileSync(path.join(schemas(), 'quote-band.schema.json'), JSON.stringify(schema));
  mkdirSync(path.join(sources(), 'QuoteBand'), { recursive: true });
  writeFileSync(path.join(sources(), 'QuoteBand', 'QuoteBand.tsx'), 'export const QuoteBand = 1;');
}
const read = () => readSectionCatalog(schemas(), sources());

describe('the section catalog: the details of a role, declared beside it', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'section-catalog-'));
    mkdirSync(schemas());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('carries a trail and page lists into what the generator writes', () => {
    quoteBand({
      sectionRoles: ['opensPage', 'listsPages'],
      sectionTrail: { links: 'trail', current: ['quote'] },
      sectionPageLists: { group: 'town', label: 'quoted towns' },
    });
    expect(read()).toMatchObject([
      {
        type: 'quoteBand',
        schemaId: 'sections/quote-band.schema.json',
        folder: 'QuoteBand',
        roles: ['opensPage', 'listsPages'],
        trail: { links: 'trail', current: ['quote'] },
        pageLists: { group: 'town', label: 'quoted towns' },
      },
    ]);
  });

  it('names a field the schema does not have', () => {
    quoteBand({
      sectionRoles: ['opensPage'],
      sectionTrail: { links: 'crumbs', current: ['quote'] },
    });
    expect(read).toThrow(
      'schemas/sections/quote-band.schema.json: names the field "crumbs", which its "properties" do not have.',
    );
  });

  it('names the role a detail belongs to when the schema does not declare it', () => {
    quoteBand({
      sectionPageLists: { eachIn: 'trail', groupField: 'group', labelField: 'heading' },
    });
    expect(read).toThrow(
      'schemas/sections/quote-band.schema.json: "sectionPageLists" belongs to a section with the "listsPages" role.',
    );
  });
});
