import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileSchemaSet, type SchemaSet } from './compile-schemas.ts';
import type { Schema } from './schema-index.ts';

export type { SchemaSet };

const cache = new Map<string, SchemaSet>();

const read = new Map<string, Schema[]>();

/**
 * Every schema file under `schemasDir`, parsed, in file name order; read once per process, for
 * the validator and the section catalog alike.
 */
export function readSchemas(schemasDir: string): Schema[] {
  let schemas = read.get(schemasDir);
  if (!schemas) {
    schemas = readdirSync(schemasDir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(schemasDir, name), 'utf8')) as Schema);
    read.set(schemasDir, schemas);
  }
  return schemas;
}

/** Compiles the schemas under `schemasDir` once per process. */
export function loadSchemaSet(schemasDir: string): SchemaSet {
  const cached = cache.get(schemasDir);
  if (cached) return cached;
  const set = compileSchemaSet(readSchemas(schemasDir));
  cache.set(schemasDir, set);
  return set;
}
