/**
 * Compiles the schema files into the validators the content checks use. It takes the parsed
 * schemas rather than a folder, so it runs in a browser too (Storybook checks story args with it).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SchemaIndex, type Schema } from './schema-index.ts';

export interface SchemaSet {
  page: ValidateFunction;
  /** One section on its own: a fragment file, or a fragment reference once resolved. */
  section: ValidateFunction;
  site: ValidateFunction;
  index: SchemaIndex;
}

const field = { type: 'string', minLength: 1 };
const TRAIL = {
  type: 'object',
  additionalProperties: false,
  required: ['links', 'current'],
  properties: { links: field, current: { type: 'array', minItems: 1, items: field } },
};
const PAGE_LISTS = {
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['group', 'label'],
      properties: { group: field, label: field, unlessSet: field },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['eachIn', 'groupField', 'labelField'],
      properties: { eachIn: field, groupField: field, labelField: field },
    },
  ],
};

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
  // A section type's layout roles and the details of two (scripts/lib/content/section-types.ts), read by
  // the generator; their shapes are checked here, as each schema is compiled.
  ajv.addKeyword('sectionRoles');
  ajv.addKeyword({ keyword: 'sectionTrail', schemaType: 'object', metaSchema: TRAIL });
  ajv.addKeyword({ keyword: 'sectionPageLists', schemaType: 'object', metaSchema: PAGE_LISTS });
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
    index,
  };
}
