/**
 * The content model's migrations, in order: the one at index i takes a document from version i + 1
 * to i + 2. Adding one here is what raises the version (CONTENT_VERSION), so the number is kept
 * in this one place; schemas/defs/common.schema.json only says it is a whole number from 1.
 * How to write one: docs/content-model.md, "Changing a schema's shape".
 */
import type { ContentMigration } from './migration.ts';

export const migrations: readonly ContentMigration[] = [];

/** The version every page file and site.json must state. */
export const CONTENT_VERSION = migrations.length + 1;
