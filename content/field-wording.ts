/**
 * A section's fields in an author's words rather than JSON Schema: the kind of value, its limits
 * (worded by src/shared/schemaWords.ts, as the studio words them) and its description. The
 * section catalog (section-catalog.ts) gives each type its fields from here, for the section
 * reference (docs/section-reference.md) and Storybook's Controls tables. Browser-safe.
 */
import { bounds, numberBounds } from '../src/shared/schemaWords.ts';
import type { Schema, SchemaIndex } from './validator/schema-index.ts';

/** One field of a section in words: where it sits, its kind and limits, whether it is required. */
export interface FieldInWords {
  /** Where the field sits in the section, e.g. `actions[].label`. */
  path: string;
  /** The kind of value in words, e.g. `list of Action (at most 3)`. */
  type: string;
  required: boolean;
  description: string;
  default?: unknown;
}

const isRecord = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const withBounds = (kind: string, limits: string) => (limits ? `${kind} (${limits})` : kind);

/** The kind of value a schema accepts, in words. */
export function typeSummary(raw: Schema, index: SchemaIndex): string {
  const schema = index.resolve(raw);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum))
    return schema.enum.map((value) => JSON.stringify(value)).join(' or ');
  const union = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(union)) {
    return union
      .filter(isRecord)
      .map((branch) => typeSummary(branch, index))
      .join(' or ');
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.map((type) => kindSummary(schema, String(type), index)).join(' or ');
}

function kindSummary(schema: Schema, type: string, index: SchemaIndex): string {
  switch (type) {
    case 'string': {
      const kind = typeof schema.format === 'string' ? `text (${schema.format})` : 'text';
      return withBounds(kind, bounds(schema.minLength, schema.maxLength, 'characters'));
    }
    case 'integer':
    case 'number':
      return withBounds(type === 'integer' ? 'whole number' : 'number', numberBounds(schema));
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array': {
      const items = isRecord(schema.items) ? typeSummary(schema.items, index) : 'values';
      return `${withBounds('list', bounds(schema.minItems, schema.maxItems, 'items'))} of ${items}`;
    }
    case 'object':
      return typeof schema.title === 'string' ? schema.title : 'object';
    default:
      return 'value';
  }
}

/** The object schema whose fields a value of `raw` has: itself, or its list's items. */
function nestedObject(raw: Schema, index: SchemaIndex): { schema: Schema; suffix: string } | null {
  const schema = index.deref(raw);
  if (isRecord(schema.properties)) return { schema, suffix: '.' };
  if (schema.type === 'array' && isRecord(schema.items)) {
    const items = index.deref(schema.items);
    if (isRecord(items.properties)) return { schema: items, suffix: '[].' };
  }
  return null;
}

/**
 * Every field of an object schema, nested fields after their parent (`actions[].label`), each read
 * by the one `$ref` rule (SchemaIndex.resolve): a field's own description over its definition's.
 */
export function schemaFields(
  schema: Schema,
  index: SchemaIndex,
  prefix = '',
  enclosing: ReadonlySet<Schema> = new Set([schema]),
): FieldInWords[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(properties).flatMap(([name, raw]) => {
    if (!isRecord(raw)) return [];
    const resolved = index.resolve(raw);
    const path = `${prefix}${name}`;
    const { description } = resolved;
    const field: FieldInWords = {
      path,
      type: typeSummary(raw, index),
      required: required.has(name),
      description: typeof description === 'string' ? description : '',
      ...('default' in resolved ? { default: resolved.default } : {}),
    };
    const nested = nestedObject(raw, index);
    // A definition that contains itself is listed once.
    if (!nested || enclosing.has(nested.schema)) return [field];
    const inner = new Set([...enclosing, nested.schema]);
    return [field, ...schemaFields(nested.schema, index, path + nested.suffix, inner)];
  });
}
