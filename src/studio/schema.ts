/** Reading the JSON Schemas for the studio's fields: labels, help, limits, defaults. */
import { limitsOf } from '../shared/schemaWords.ts';
import { FIELD_LABELS } from './fieldLabels.ts';
import type { Json, Schema } from './client.ts';

export const isObject = (value: unknown): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "headline" → "Headline", "showPhone" → "Show phone", "ogImage" → "Picture shown when shared". */
export const labelOf = (key: string) => {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key]!;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A label inside a sentence ("Add picture shown when shared"), keeping a capitalised word (ZIP). */
export const inSentence = (label: string) =>
  /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/**
 * A field's help: its description, then its limits as the section reference words them (one module,
 * src/shared/schemaWords.ts), unless the description already states them.
 */
export function helpOf(schema: Schema, list?: Schema): string {
  const description = String(schema.description ?? list?.description ?? '').trim();
  const limits = limitsOf(schema);
  if (!limits || description.includes(limits)) return description;
  const sentence = `${limits.charAt(0).toUpperCase()}${limits.slice(1)}.`;
  return description ? `${description} ${sentence}` : sentence;
}

/** Fields a program writes and reads, never an author: the studio does not show them. */
const MACHINE_FIELDS = new Set(['$schema', 'schemaVersion']);
export const isMachineField = (key: string) => MACHINE_FIELDS.has(key);

/** The schema an array item or a property follows, with a `oneOf`/`anyOf` reduced to its first object form. */
export function effective(schema: Schema | undefined): Schema {
  if (!schema) return {};
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!choices) return schema;
  const rest = { ...schema };
  delete rest.oneOf;
  delete rest.anyOf;
  return { ...(choices.find((choice) => choice.type === 'object') ?? choices[0]), ...rest };
}

/** A value that fits the schema, for a new array item or an added property. */
export function emptyValue(schema: Schema): Json {
  const own = effective(schema);
  if (own.examples && Array.isArray(own.examples)) return own.examples[0] as Json;
  if (own.const !== undefined) return own.const as Json;
  if (Array.isArray(own.enum)) return own.enum[0] as Json;
  if (own.type === 'object') {
    const properties = (own.properties ?? {}) as Record<string, Schema>;
    const required = (own.required ?? []) as string[];
    return Object.fromEntries(required.map((key) => [key, emptyValue(properties[key] ?? {})]));
  }
  if (own.type === 'array') return [];
  if (own.type === 'number' || own.type === 'integer') return Number(own.minimum ?? 0);
  if (own.type === 'boolean') return false;
  return '';
}

/** The fragment a section item refers to, or undefined when it is written in full. */
export const fragmentOf = (section: Json): string | undefined =>
  isObject(section) && typeof section.fragment === 'string' ? section.fragment : undefined;

/** A section's first heading, to name it in the outline. */
export function firstHeading(section: Json): string {
  if (!isObject(section)) return '';
  // A shared section's badge names its fragment; its heading lives in the fragment file.
  if (fragmentOf(section) !== undefined) return '';
  for (const key of ['headline', 'heading', 'title', 'label']) {
    const value = section[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** Descriptions of prose: sentences, paragraphs, author text with links. */
const PROSE = /sentences?\b|one string per paragraph|text of a paragraph|markdown|\[label\]/i;
/** Descriptions of one line: headings, labels, names, ids, and anything given by example. */
const ONE_LINE =
  /\(h[1-6]\)|heading|headline|button text|link text|\bnames?\b|\blabel\b|title|short|e\.g\.|company|address|\bid\b/i;

/**
 * Whether a string field is prose, edited in a growing text area, or one line, in an input.
 * Decided by the schema alone (never by the value, so a field keeps its element, and its focus,
 * however long the text grows): free text with a maxLength over 80 characters, or without one,
 * whose description (its own, or its list's for an item) speaks of sentences or paragraphs or
 * does not name something short. A pattern or a format (a path, a link: however long it may be)
 * or a short maxLength means one line.
 */
export function isProse(schema: Schema, list?: Schema): boolean {
  if (schema.pattern !== undefined || schema.format !== undefined) return false;
  if (typeof schema.maxLength === 'number') return schema.maxLength > 80;
  const description = String(schema.description ?? list?.description ?? '');
  return PROSE.test(description) || !ONE_LINE.test(description);
}

export const pointerOf = (path: (string | number)[]) =>
  path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('') || '/';

/** A DOM id from a JSON pointer, for labels and problem messages. */
export const fieldId = (pointer: string) => `field${pointer.replace(/[^a-zA-Z0-9]/g, '_')}`;

/**
 * Whether the value at `path` within a value of `schema` is required, as its field says: a list's
 * items always are. An optional text emptied is left out rather than stored as "".
 */
export function isRequiredAt(schema: Schema, path: (string | number)[]): boolean {
  let own = effective(schema);
  for (const [at, part] of path.entries()) {
    const last = at === path.length - 1;
    if (typeof part === 'number') {
      if (last) return true;
      own = effective(own.items as Schema | undefined);
    } else {
      if (last) return ((own.required ?? []) as string[]).includes(part);
      own = effective((own.properties as Record<string, Schema> | undefined)?.[part]);
    }
  }
  return true;
}
