/**
 * Compiles the schema files into the validators the content checks use. It takes the parsed
 * schemas rather than a folder, so it runs in a browser too (Storybook checks story args with it).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import keywords from '../section-keywords.schema.json' with { type: 'json' };
import { SchemaIndex, type Schema } from './schema-index.ts';

export interface SchemaSet {
  page: ValidateFunction;
  /** One section on its own: a fragment file, or a fragment reference once resolved. */
  section: ValidateFunction;
  site: ValidateFunction;
  /** pages-json/media.json, the photos authors added. */
  mediaIndex: ValidateFunction;
  index: SchemaIndex;
}

/** `schemas`: every schema file, each with its `$id` (its path under schemas/). */
export function compileSchemaSet(schemas: readonly Schema[]): SchemaSet {
  const ajv = new Ajv2020({
    strict: true,
    // Off because required-but-declared-elsewhere is how the section union (type lives in each
    // branch) and if/then rules (href required when intent is link) are written; declaring the
    // property again at those places would also muddle the generated types.
    strictRequired: false,
    allErrors: true,
    discriminator: true,
    verbose: true,
  });
  addFormats(ajv);
  // json-schema-to-typescript's hint: a page's section items are typed as the resolved Section.
  ajv.addKeyword('tsType');
  // A section type's layout roles and the details of two (content/section-catalog.ts),
  // read by the generator; their shapes (section-keywords.schema.json) are checked here, as each
  // schema is compiled.
  ajv.addKeyword('sectionRoles');
  const { sectionTrail, sectionPageLists } = keywords.$defs;
  ajv.addKeyword({ keyword: 'sectionTrail', schemaType: 'object', metaSchema: sectionTrail });
  ajv.addKeyword({
    keyword: 'sectionPageLists',
    schemaType: 'object',
    metaSchema: sectionPageLists,
  });
  const index = new SchemaIndex();
  for (const schema of schemas) {
    ajv.addSchema(schema);
    index.add(schema);
  }
  const compile = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`${id} was not found among the schemas. Check its "$id".`);
    return validate;
  };
  return {
    page: compile('page.schema.json'),
    section: compile('page.schema.json#/$defs/section'),
    site: compile('site.schema.json'),
    mediaIndex: compile('media-index.schema.json'),
    index,
  };
}
