/**
 * The section types the studio offers, from the section catalog (the schemas are the studio's
 * only configuration): each with its schema, `$ref`s inlined by the catalog's one rule so the
 * browser needs no resolver, its description and its first example as the minimal valid section
 * to add.
 */
import { schemaIndexOf } from '../../../content/index.ts';
import { readSectionCatalog, readSchemas } from '../../../content/node.ts';
import { schemasDir, sectionsDir } from '../paths.ts';

import type { Json, Schema, StudioSectionType } from '../../../src/shared/studio/api.ts';

export async function sectionTypes(): Promise<StudioSectionType[]> {
  return readSectionCatalog(schemasDir, sectionsDir)
    .map(({ type, title, description, roles, inlined, example }) => ({
      type,
      title,
      description,
      roles: [...roles],
      schema: inlined,
      example: example as Json,
    }))
    .sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * The page schema's own fields (meta, listing, draft…); its two lists of sections are left to
 * the outlines and the section types.
 */
export async function pageSchema(): Promise<Schema> {
  const schemas = readSchemas(schemasDir);
  const page = schemas.find((schema) => schema.$id === 'page.schema.json') ?? {};
  const properties = { ...((page.properties ?? {}) as Schema) };
  delete properties.sections;
  delete properties.sidebar;
  return schemaIndexOf(schemas).inline({ ...page, properties, $defs: undefined }) as Schema;
}
