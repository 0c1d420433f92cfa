/**
 * The section catalog of the schema files on disk, each type's component checked to exist: what
 * `npm run gen:types` and `gen:docs`, the studio and the conventions test read.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sectionCatalog, type CatalogEntry } from './section-catalog.ts';
import { readSchemas } from './validator/schema-set.ts';

/** Every section type; throws a message naming what to fix. */
export function readSectionCatalog(schemasDir: string, sectionsDir: string): CatalogEntry[] {
  const catalog = sectionCatalog(readSchemas(schemasDir));
  for (const { type, schemaId, folder } of catalog) {
    if (!existsSync(path.join(sectionsDir, folder, `${folder}.tsx`)))
      throw new Error(
        `schemas/${schemaId}: the "${type}" section needs its component in src/sections/${folder}/${folder}.tsx, exporting ${folder}.`,
      );
  }
  return catalog;
}
