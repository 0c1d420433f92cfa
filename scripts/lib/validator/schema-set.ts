import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { SchemaIndex, type Schema } from './schema-index.ts';

export interface SchemaSet {
  page: ValidateFunction;
  /** One section on its own: a fragment file, or a fragment reference once resolved. */
  section: ValidateFunction;
  site: ValidateFunction;
  index: SchemaIndex;
}

const cache = new Map<string, SchemaSet>();

/** Compiles the schemas under `schemasDir` once per process. */
export function loadSchemaSet(schemasDir: string): SchemaSet {
  const cached = cache.get(schemasDir);
  if (cached) return cached;
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
  const index = new SchemaIndex();
  const files = readdirSync(schemasDir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const schema = JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8')) as Schema;
    ajv.addSchema(schema);
    index.add(schema);
  }
  const compile = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`${id} was not found in ${schemasDir}. Check its "$id".`);
    return validate;
  };
  const set = {
    page: compile('page.schema.json'),
    section: compile('page.schema.json#/$defs/section'),
    site: compile('site.schema.json'),
    index,
  };
  cache.set(schemasDir, set);
  return set;
}
