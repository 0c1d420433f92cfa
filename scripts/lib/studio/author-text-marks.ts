/**
 * The preview's marks: each string of author text in the document the preview renders carries,
 * hidden in zero-width characters after it (@vercel/stega, as Sanity and Vercel mark their
 * previews), the JSON pointer of the field that holds it. preview-marks.ts turns the marks in the
 * rendered page into data attributes and removes them, so the studio maps what an author clicks
 * to its field without guessing from the words. Only the preview marks; a build never does.
 *
 * Only visible author text is marked: a program reads the other strings (types, anchors, paths,
 * image sources, choices from a list, dates, phone numbers), and a mark would change them.
 */
import { vercelStegaCombine, vercelStegaDecodeAll } from '@vercel/stega';
import type { Json, Schema } from '../../../src/shared/studio/api.ts';
import { isRecord, toPointer } from '../../../content/index.ts';

type Path = (string | number)[];

/** Keys whose strings a program reads, whatever their schema says. */
const PROGRAM_KEYS = new Set([
  '$schema',
  'type',
  'anchor',
  'id',
  'src',
  'href',
  'path',
  'fragment',
]);

/**
 * Whether a string is author text a reader sees: not empty (a section may leave an empty string
 * out, a mark would put it in), not under a program's key, and free text in its schema (no list of
 * choices, constant, format or pattern).
 */
export function isAuthorText(key: string | number, schema: Schema | undefined, value: string) {
  if (!schema || value.trim() === '' || PROGRAM_KEYS.has(String(key))) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('string')) return false;
  return ['enum', 'const', 'format', 'pattern'].every((word) => schema[word] === undefined);
}

/** The one form of a `oneOf`/`anyOf` that a value takes: its constants match, its keys are known. */
function formOf(schema: Schema | undefined, value: Json): Schema | undefined {
  const forms = (schema?.oneOf ?? schema?.anyOf) as Schema[] | undefined;
  if (!forms) return schema;
  const fits = (form: Schema) => {
    const properties = (form.properties ?? {}) as Record<string, Schema>;
    if (!isRecord(value)) return form.type === (Array.isArray(value) ? 'array' : typeof value);
    return Object.entries(value).every(
      ([key, item]) =>
        properties[key] !== undefined &&
        (properties[key].const === undefined || properties[key].const === item),
    );
  };
  return forms.find(fits);
}

/** `value` with each string of author text in it marked with the pointer `pointerFor` gives. */
export function markValue(
  value: Json,
  schema: Schema | undefined,
  path: Path,
  pointerFor: (path: Path) => string = toPointer,
): Json {
  const own = formOf(schema, value);
  if (typeof value === 'string') {
    return isAuthorText(path.at(-1) ?? '', own, value)
      ? vercelStegaCombine(value, pointerFor(path), false)
      : value;
  }
  if (Array.isArray(value))
    return value.map((item, index) =>
      markValue(item, own?.items as Schema | undefined, [...path, index], pointerFor),
    );
  if (!isRecord(value)) return value;
  const properties = (own?.properties ?? {}) as Record<string, Schema>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      markValue(item, properties[key], [...path, key], pointerFor),
    ]),
  );
}

export interface MarkSchemas {
  /** The page's own fields (its two lists of sections aside). */
  page: Schema;
  /** A section type's schema. */
  section: (type: string) => Schema | undefined;
}

const LISTS = ['sections', 'sidebar'] as const;

/**
 * The page as written, with its fragments resolved (`resolved`), marked: each author text gets
 * its field's pointer. A section that comes from a fragment file is not this page's to edit: its
 * text is marked with the section's pointer (the studio selects the section), except what the
 * page's reference itself overrides.
 */
export function markPage(written: Json, resolved: Json, schemas: MarkSchemas): Json {
  if (!isRecord(written) || !isRecord(resolved)) return resolved;
  const marked = { ...resolved };
  for (const [key, item] of Object.entries(resolved)) {
    if ((LISTS as readonly string[]).includes(key) && Array.isArray(item)) {
      const own = written[key];
      marked[key] = item.map((section, index) => {
        const reference = Array.isArray(own) && isRecord(own[index]) ? own[index] : undefined;
        const fromFragment = reference !== undefined && typeof reference.fragment === 'string';
        const pointerFor = (path: Path) =>
          fromFragment && !(String(path[2]) in reference)
            ? toPointer(path.slice(0, 2))
            : toPointer(path);
        const schema = isRecord(section) ? schemas.section(String(section.type)) : undefined;
        return markValue(section, schema, [key, index], pointerFor);
      });
    } else {
      const properties = (schemas.page.properties ?? {}) as Record<string, Schema>;
      marked[key] = markValue(item, properties[key], [key]);
    }
  }
  return marked;
}

/**
 * The pointers marked in `text`, in order. Zero-width characters an author wrote are no mark:
 * what does not decode is none.
 */
export function marksIn(text: string): string[] {
  try {
    return (vercelStegaDecodeAll<unknown>(text) ?? []).filter(
      (mark): mark is string => typeof mark === 'string',
    );
  } catch {
    return [];
  }
}
