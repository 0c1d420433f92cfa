/**
 * The section schemas in the browser, compiled by the validator's own code: a section story's
 * args are the section's fields, each with the control its schema implies, and they are checked
 * against the same rules, with the same messages, as `npm run validate` gives.
 *
 * A story is still written as one schema-valid `section` (its `args: { section }` is typed by the
 * generated types); an args enhancer spreads it into one arg per field (`headline`, `variant`,
 * `image.src`, …) and `sectionFromArgs` puts the section back together from those args.
 */
import type { ArgTypes, Args, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer, ArgsEnhancer, InputType } from 'storybook/internal/types';
import {
  sectionCatalog,
  compileSchemaSet,
  parseSource,
  type Problem,
  type Schema,
  type SchemaIndex,
  schemaProblems,
} from '../content/index.ts';

const schemas = Object.values(
  import.meta.glob<Schema>('../schemas/**/*.schema.json', { eager: true, import: 'default' }),
);
export const schemaSet = compileSchemaSet(schemas);
const catalog = sectionCatalog(schemas, schemaSet.index);
export const schemaOfType = new Map(catalog.map(({ type, schema }) => [type, schema]));
const fieldWords = new Map(catalog.map(({ type, fields }) => [type, fields]));

declare const __STORY_IMAGES__: string[] | undefined;
/** The pictures under public/Assets/ (main.ts lists them), as the studio's image picker offers. */
export const storyImages: string[] =
  typeof __STORY_IMAGES__ === 'undefined' ? [] : [...__STORY_IMAGES__];

/** What is wrong with a section, against the page schema's section definition. */
export function sectionProblems(section: unknown): Problem[] {
  const source = parseSource({ path: 'section', text: JSON.stringify(section ?? null, null, 2) });
  return schemaProblems(source, schemaSet.section, schemaSet.index, 'section');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The section a story's args were made from (its `section` arg), if it is one. */
export function storySection(args: Args): (Record<string, unknown> & { type: string }) | undefined {
  const { section } = args;
  return isRecord(section) && typeof section.type === 'string'
    ? (section as Record<string, unknown> & { type: string })
    : undefined;
}

/** One control per field: a field of a nested object (`image.src`) is a field of its own. */
interface FieldArg {
  name: string;
  raw: Schema;
  schema: Schema;
  required: boolean;
}

/** A plain object with fields of its own (an image, a video), not a list nor a choice of shapes. */
const isPlainObject = (schema: Schema) =>
  isRecord(schema.properties) && !schema.oneOf && !schema.anyOf && schema.type !== 'array';

function fieldArgs(schema: Schema, index: SchemaIndex, prefix = '', required = true): FieldArg[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const requiredNames = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    if (!isRecord(raw) || (prefix === '' && name === 'type')) return [];
    const resolved = index.deref(raw);
    const isRequired = required && requiredNames.has(name);
    if (isPlainObject(resolved) && prefix.split('.').length < 4)
      return fieldArgs(resolved, index, `${prefix}${name}.`, isRequired);
    return [{ name: `${prefix}${name}`, raw, schema: resolved, required: isRequired }];
  });
}

const fieldsOfType = new Map<string, FieldArg[]>();
function fieldsOf(type: string): FieldArg[] {
  const schema = schemaOfType.get(type);
  if (!schema) return [];
  let fields = fieldsOfType.get(type);
  if (!fields) fieldsOfType.set(type, (fields = fieldArgs(schema, schemaSet.index)));
  return fields;
}

/** A picture's file: a `src` that is a site path under public/ (common.schema's assetPath). */
const isImagePath = (field: FieldArg) =>
  String(field.raw.$ref ?? '').endsWith('assetPath') && field.name.endsWith('src');

/** The control the schema implies: a list of choices, a switch, a number, text or JSON. */
function controlOf(field: FieldArg): InputType['control'] {
  const { schema } = field;
  if (Array.isArray(schema.enum)) return { type: 'select' };
  if (isImagePath(field)) return { type: 'select' };
  switch (schema.type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return {
        type: 'number',
        ...(typeof schema.minimum === 'number' ? { min: schema.minimum } : {}),
        ...(typeof schema.maximum === 'number' ? { max: schema.maximum } : {}),
        ...(schema.type === 'integer' ? { step: 1 } : {}),
      };
    case 'string':
      // Storybook's text control grows with its text. No maxLength: the control would stop the
      // designer's typing at the limit, mid-word, and the too-long problem would never show. The
      // limit is in the table's type column ("2–80 characters"), as the studio shows it in help.
      return { type: 'text' };
    default:
      return { type: 'object' };
  }
}

function optionsOf(field: FieldArg): unknown[] | undefined {
  if (Array.isArray(field.schema.enum)) return field.schema.enum;
  if (isImagePath(field)) return storyImages;
  return undefined;
}

const valueAt = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), value);

/** One arg per field of the story's section, with the section's value for it. */
export const sectionFieldArgs: ArgsEnhancer<ReactRenderer> = ({ initialArgs }) => {
  const section = storySection(initialArgs);
  if (!section) return {};
  return Object.fromEntries(
    fieldsOf(section.type).map((field) => [field.name, valueAt(section, field.name.split('.'))]),
  );
};

/**
 * The section that a story's args describe: its type, and every field arg that has a value. An
 * emptied text leaves an optional field out and keeps a required one, empty, as the studio does:
 * the section's component is never called without a field its type says it has (an emptied
 * headline threw in the Hero's text handling), and the schema check says the text is too short.
 * Any other arg is a field too, so a name the schema does not know is reported as the validator
 * would.
 */
export function sectionFromArgs(args: Args): Record<string, unknown> | undefined {
  const story = storySection(args);
  if (!story) return undefined;
  const required = new Set(
    fieldsOf(story.type)
      .filter((field) => field.required)
      .map((field) => field.name),
  );
  const section: Record<string, unknown> = { type: story.type };
  for (const [name, value] of Object.entries(args)) {
    if (name === 'section' || value === undefined) continue;
    if (value === '' && !required.has(name)) continue;
    const path = name.split('.');
    let at = section;
    for (const key of path.slice(0, -1)) {
      if (!isRecord(at[key])) at[key] = {};
      at = at[key] as Record<string, unknown>;
    }
    at[path.at(-1)!] = value;
  }
  return section;
}

const schemaDescription = (raw: Schema, schema: Schema) =>
  String(raw.description ?? schema.description ?? '');

/**
 * The Controls table of a section story: one row per field, in the category "section fields",
 * with the schema's description, kind of value, default and the control the schema implies;
 * below them, the fields inside lists (`actions[].label`), described but edited with their list.
 */
export const sectionArgTypes: ArgTypesEnhancer<ReactRenderer> = ({ initialArgs, argTypes }) => {
  const section = storySection(initialArgs);
  const schema = section ? schemaOfType.get(section.type) : undefined;
  if (!section || !schema) return argTypes;
  const fields = fieldsOf(section.type);
  const summaries = new Map(
    (fieldWords.get(section.type) ?? []).map((field) => [field.path, field]),
  );
  const rows: ArgTypes = {
    type: {
      name: 'type',
      description: `${String(schema.description)} Every field below is checked against the schema as you edit it: what breaks it is listed under the story.`,
      control: false,
      table: {
        category: 'section fields',
        type: { summary: JSON.stringify(section.type) },
        defaultValue: { summary: JSON.stringify(section.type) },
      },
    },
  };
  for (const field of fields) {
    const summary = summaries.get(field.name);
    const options = optionsOf(field);
    rows[field.name] = {
      name: field.name,
      description: summary?.description ?? schemaDescription(field.raw, field.schema),
      type: { name: 'other', value: summary?.type ?? 'value', required: field.required },
      control: controlOf(field),
      ...(options ? { options } : {}),
      table: {
        category: 'section fields',
        type: { summary: summary?.type ?? 'value' },
        ...(summary?.default === undefined
          ? {}
          : { defaultValue: { summary: JSON.stringify(summary.default) } }),
      },
    };
  }
  for (const field of summaries.values()) {
    if (!field.path.includes('[]') || rows[field.path]) continue;
    rows[field.path] = {
      name: field.path,
      description: field.description,
      type: { name: 'other', value: field.type, required: field.required },
      control: false,
      table: { category: 'fields inside lists', type: { summary: field.type } },
    };
  }
  return {
    ...argTypes,
    // The whole section is what the story was written as; it is edited field by field above.
    section: { ...argTypes.section, name: 'section', table: { disable: true }, control: false },
    ...rows,
  };
};
