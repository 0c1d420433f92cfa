import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaSet } from '../../../content/node.ts';
import { root, schemasDir } from '../paths.ts';

/**
 * The stories' own content (tests/visual/content/): the site every section story is framed in and
 * the pages a designer pins. They are pictured and gated, so they must stay what the schemas
 * allow: a schema change that leaves them behind fails here, naming the fixture.
 */
const schemas = loadSchemaSet(schemasDir);
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'tests/visual/content', name), 'utf8')) as unknown;

describe('the visual test’s fixture content', () => {
  it('has a site.json the site schema accepts', () => {
    expect(schemas.site(fixture('site.json')), JSON.stringify(schemas.site.errors)).toBe(true);
  });

  it('has pinned pages the page schema accepts, with no fragment left to resolve', () => {
    const town = fixture('town.json');
    expect(schemas.page(town), JSON.stringify(schemas.page.errors)).toBe(true);
    expect(JSON.stringify(town)).not.toContain('"fragment"');
  });
});
