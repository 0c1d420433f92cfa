/**
 * The section catalog: every section type as its schema in schemas/sections/ declares it (the
 * `type` const names it, `sectionRoles` its layout roles, `sectionTrail` and `sectionPageLists`
 * the details of two), with its title, description, first example and fields in an author's
 * words. gen-types, gen-docs, Storybook, the studio and the conventions test all read the types
 * from here, through one SchemaIndex and its one `$ref` rule. Browser-safe: the files are read by
 * read-section-catalog.ts (Node) or Vite's glob (Storybook).
 */
import type { SectionPageLists, SectionTrail } from '../src/generated/sectionTypes.ts';
import { schemaFields, type FieldInWords } from './field-wording.ts';
import { SchemaIndex, type Schema } from './validator/schema-index.ts';

export type { SectionPageLists, SectionTrail };

/** The roles a section type may declare, and what each makes the site do with it. */
export const SECTION_ROLES = {
  opensPage: 'It opens a page across its full width, above the sidebar of a page that has one.',
  listsPages:
    'It lists other pages (from their `listing`): a page with one loads the listings chunk, and the component needs a <PageListingsProvider> above it.',
  mobileBottomBar:
    "It is the page's own mobile bottom bar for phones, shown instead of the site's default.",
  lead: 'Within the first three body sections, it ends the lead: on phones the sidebar follows it.',
  closing:
    'At the end of a page, it is a closing section: beside a sidebar it spans the page after the columns.',
  sidebar:
    "It may sit in a page's sidebar, the narrow column beside the main sections; no other type may (the validator's not-for-sidebar).",
  onePerPage:
    "A page holds one at most: it gives an element an id of the page's own (the hero, its headline the page's h1), and an id names one element (the validator's one-per-page).",
  interactive:
    "It holds an island: a part that hydrates in the browser (islands/island.tsx). Every other section is static HTML and adds no module to any page's scripts.",
} as const;

export type SectionRole = keyof typeof SECTION_ROLES;

export interface CatalogEntry {
  type: string;
  /** The schema's $id, e.g. sections/hero.schema.json. */
  schemaId: string;
  /** The schema as written. */
  schema: Schema;
  /** The schema with every `$ref` resolved in place (SchemaIndex.inline), for the studio. */
  inlined: Schema;
  title: string;
  description: string;
  /** The first of the schema's examples: a minimal valid section. */
  example: unknown;
  /** The folder under src/sections/ and the name of its component, e.g. Hero. */
  folder: string;
  roles: SectionRole[];
  trail?: SectionTrail;
  pageLists?: SectionPageLists;
  /** Every field, nested ones after their parent, in an author's words. */
  fields: FieldInWords[];
}

const kebab = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (type: string) => type[0]!.toUpperCase() + type.slice(1);
const isRecord = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One index of every schema: the catalog's, unless the caller already has one (Storybook's). */
export function schemaIndexOf(schemas: readonly Schema[]): SchemaIndex {
  const index = new SchemaIndex();
  for (const schema of schemas) index.add(schema);
  return index;
}

/**
 * Every section type, in schema file order (the page schema's `oneOf` order); throws a message
 * naming what to fix in a schema that does not declare its type as the conventions say.
 */
export function sectionCatalog(
  schemas: readonly Schema[],
  index = schemaIndexOf(schemas),
): CatalogEntry[] {
  return schemas
    .filter((schema) => String(schema.$id).startsWith('sections/'))
    .sort((a, b) => String(a.$id).localeCompare(String(b.$id)))
    .map((schema) => sectionEntry(schema, index));
}

function sectionEntry(schema: Schema, index: SchemaIndex): CatalogEntry {
  const schemaId = String(schema.$id);
  const where = `schemas/${schemaId}`;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const type = isRecord(properties.type) ? properties.type.const : undefined;
  if (typeof type !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(type))
    throw new Error(`${where}: properties.type needs a "const" naming the type in camelCase.`);
  if (`sections/${kebab(type)}.schema.json` !== schemaId)
    throw new Error(
      `${where}: a "${type}" section's schema file is named ${kebab(type)}.schema.json.`,
    );
  const roles = schema.sectionRoles ?? [];
  const known = Object.keys(SECTION_ROLES);
  if (!Array.isArray(roles) || roles.some((role) => !known.includes(role as string)))
    throw new Error(`${where}: "sectionRoles" is a list of: ${known.join(', ')}.`);
  const declared = roles as SectionRole[];
  const trail = schema.sectionTrail as SectionTrail | undefined;
  const pageLists = schema.sectionPageLists as SectionPageLists | undefined;
  requireRole(where, declared, 'sectionTrail', trail, 'opensPage');
  requireRole(where, declared, 'sectionPageLists', pageLists, 'listsPages');
  const named = [
    ...(trail ? [trail.links, ...trail.current] : []),
    ...(pageLists && 'eachIn' in pageLists ? [pageLists.eachIn] : []),
    ...(pageLists && 'unlessSet' in pageLists && pageLists.unlessSet ? [pageLists.unlessSet] : []),
  ];
  for (const field of named)
    if (!(field in properties))
      throw new Error(`${where}: names the field "${field}", which its "properties" do not have.`);
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  return {
    type,
    schemaId,
    schema,
    inlined: index.inline(schema) as Schema,
    title: typeof schema.title === 'string' ? schema.title : type,
    description: typeof schema.description === 'string' ? schema.description : '',
    example: examples[0] ?? { type },
    folder: pascal(type),
    roles: declared,
    ...(trail ? { trail } : {}),
    ...(pageLists ? { pageLists } : {}),
    fields: schemaFields(schema, index),
  };
}

function requireRole(
  where: string,
  roles: SectionRole[],
  keyword: string,
  value: unknown,
  role: SectionRole,
) {
  if (value !== undefined && !roles.includes(role))
    throw new Error(`${where}: "${keyword}" belongs to a section with the "${role}" role.`);
}
