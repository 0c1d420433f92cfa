/**
 * Extreme stories: a section with the longest text its schema allows in every field, and with the
 * shortest, made from one of its ordinary stories. Clipping (a "Call" button that reads "Cal")
 * and horizontal scroll show in them first; the Storybook smoke test measures them at 320, 390
 * and 1440 px and the visual test pictures them.
 *
 * - Text: the longest is `maxLength` characters, the most an author may write there (every text
 *   field has one: scripts/lib/schema-conventions.test.ts); for a schema without one, three times
 *   the story's own text (at least 24, at most 1,000 characters). The shortest is `minLength`
 *   characters (at least 1). The words are the story's own, so line breaks fall where real words
 *   would put them.
 * - Lists: the longest has `maxItems` items (twice the story's, at most 12, where the schema sets
 *   none); the shortest has `minItems` (at least one, so each item's fields are taken to their limits too).
 * - Values the schema constrains otherwise (enums, constants, patterns, formats: links, anchors,
 *   picture files) and values of a choice of shapes keep the story's value, so the story stays
 *   valid; a unit test validates every story.
 */
import type { Schema } from '../content/index.ts';
import { schemaOfType, schemaSet } from './sectionSchemas.ts';

export type Extreme = 'longest' | 'shortest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const UNBOUNDED_TEXT = { factor: 3, min: 24, max: 1000 };
const UNBOUNDED_LIST = { factor: 2, max: 12 };

/** `words` from `salt` on, round and round, to exactly `length` characters (no end space). */
function wordsOfLength(words: string[], length: number, salt: number): string {
  let text = '';
  for (let i = salt; text.length < length; i += 1) {
    text += `${text ? ' ' : ''}${words[i % words.length]}`;
  }
  text = text.slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}s` : text;
}

function textAtExtreme(base: string, schema: Schema, extreme: Extreme, salt: number): string {
  const words = base.split(/\s+/).filter(Boolean);
  if (words.length === 0) words.push('Painting');
  const min = Math.max(typeof schema.minLength === 'number' ? schema.minLength : 1, 1);
  if (extreme === 'shortest') return wordsOfLength(words, min, salt);
  const max =
    typeof schema.maxLength === 'number'
      ? schema.maxLength
      : Math.min(
          Math.max(base.length * UNBOUNDED_TEXT.factor, UNBOUNDED_TEXT.min),
          UNBOUNDED_TEXT.max,
        );
  return wordsOfLength(words, Math.max(max, min), salt);
}

function listLength(base: unknown[], schema: Schema, extreme: Extreme): number {
  if (extreme === 'shortest')
    return Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
  if (typeof schema.maxItems === 'number') return schema.maxItems;
  return Math.max(Math.min(base.length * UNBOUNDED_LIST.factor, UNBOUNDED_LIST.max), base.length);
}

/** Values the schema constrains beyond length (or a choice of shapes): kept as the story has them. */
function isFixed(schema: Schema): boolean {
  return (
    'const' in schema ||
    Array.isArray(schema.enum) ||
    typeof schema.pattern === 'string' ||
    typeof schema.format === 'string' ||
    Array.isArray(schema.oneOf) ||
    Array.isArray(schema.anyOf)
  );
}

/** A list whose items must differ: fixed items are only the story's own; texts get a number. */
function uniqueList(items: unknown[], base: unknown[], itemSchema: Schema): unknown[] {
  if (isFixed(schemaSet.index.deref(itemSchema)))
    return [...new Set(base)].slice(0, Math.max(items.length, 1));
  const seen = new Set<string>();
  return items.map((item, i) => {
    let text = String(item);
    if (typeof item === 'string' && seen.has(text)) {
      const mark = ` ${i + 1}`;
      text = `${text.slice(0, Math.max(text.length - mark.length, 0))}${mark}`.trimStart();
    }
    seen.add(text);
    return typeof item === 'string' ? text : item;
  });
}

function valueAtExtreme(value: unknown, raw: Schema, extreme: Extreme, salt: number): unknown {
  const schema = schemaSet.index.deref(raw);
  if (isFixed(schema)) return value;
  if (typeof value === 'string') return textAtExtreme(value, schema, extreme, salt);
  if (Array.isArray(value) && value.length > 0 && isRecord(schema.items)) {
    const items = schema.items;
    const list = Array.from({ length: listLength(value, schema, extreme) }, (_, i) =>
      // Each item's text starts at another word, so no two items read (or key) the same.
      valueAtExtreme(value[i % value.length], items, extreme, salt + i + 1),
    );
    return schema.uniqueItems === true ? uniqueList(list, value, items) : list;
  }
  if (isRecord(value) && isRecord(schema.properties)) {
    const properties = schema.properties;
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => {
        const fieldSchema = properties[name];
        return [
          name,
          isRecord(fieldSchema) ? valueAtExtreme(field, fieldSchema, extreme, salt) : field,
        ];
      }),
    );
  }
  return value;
}

/** The section with the longest (or shortest) text and lists its schema allows. */
export function atExtreme<T extends { type: string }>(section: T, extreme: Extreme): T {
  const schema = schemaOfType.get(section.type);
  if (!schema) throw new Error(`No schema for the section type "${section.type}".`);
  return valueAtExtreme(section, schema, extreme, 0) as T;
}

/**
 * A extreme story made from an ordinary story's section: `export const LongestText: Story =
 * extremeStory(SomeStory.args?.section, 'longest')` (and ShortestText). The tests find them by
 * those names (story ids ending --longest-text, --shortest-text): Storybook's index does not see
 * tags that a function returns.
 */
export function extremeStory<T extends { type: string }>(
  section: T | undefined,
  extreme: Extreme,
): { args: { section: T } } {
  if (!section) throw new Error('A extreme story needs a story whose args have a section.');
  return { args: { section: atExtreme(section, extreme) } };
}
