/**
 * The section types the studio offers, read from schemas/sections/ (the schemas are the
 * studio's only configuration): each with its schema, `$ref`s inlined so the browser needs no
 * resolver, its description and its first example as the minimal valid section to add.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { schemasDir } from '../paths.ts';

import type { Json, Schema, SectionType } from '../../../src/shared/studioApi.ts';

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function atPointer(doc: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((value, key) => (isSchema(value) ? value[key] : undefined), doc);
}

/** Replaces each `$ref` by the schema it names (sibling keywords win), resolved against its file's $id. */
function inline(value: unknown, fileId: string, byId: Map<string, Schema>, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(item, fileId, byId, depth));
  if (!isSchema(value)) return value;
  const { $ref, ...rest } = value;
  const own = Object.fromEntries(
    Object.entries(rest).map(([key, item]) => [
      key,
      key === 'examples' || key === 'const' ? item : inline(item, fileId, byId, depth),
    ]),
  );
  if (typeof $ref !== 'string' || depth > 12) return own;
  const [target = '', pointer = ''] = $ref.split('#');
  const targetId = target ? path.posix.join(path.posix.dirname(fileId), target) : fileId;
  const referenced = atPointer(byId.get(targetId), pointer);
  return { ...(inline(referenced, targetId, byId, depth + 1) as Schema), ...own };
}

async function readSchemas(): Promise<Map<string, Schema>> {
  const names = (await readdir(schemasDir, { recursive: true })).filter((name) =>
    name.endsWith('.schema.json'),
  );
  const docs = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(schemasDir, name), 'utf8'))),
  );
  return new Map(docs.filter(isSchema).map((doc) => [String(doc.$id), doc]));
}

export async function sectionTypes(): Promise<SectionType[]> {
  const byId = await readSchemas();
  return [...byId]
    .filter(([id]) => id.startsWith('sections/'))
    .map(([id, raw]) => {
      const schema = inline(raw, id, byId) as Schema;
      const type = (schema.properties as Record<string, Schema>).type?.const;
      return {
        type: String(type),
        title: String(schema.title ?? type),
        description: String(schema.description ?? ''),
        schema,
        example: (schema.examples as Json[] | undefined)?.[0] ?? { type: String(type) },
      };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}

/**
 * The page schema's own fields (meta, listing, draft…); its two lists of sections are left to
 * the outlines and the section types.
 */
export async function pageSchema(): Promise<Schema> {
  const byId = await readSchemas();
  const page = byId.get('page.schema.json') ?? {};
  const properties = { ...((page.properties ?? {}) as Schema) };
  delete properties.sections;
  delete properties.sidebar;
  return inline({ ...page, properties, $defs: undefined }, 'page.schema.json', byId) as Schema;
}
