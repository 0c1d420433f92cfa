/**
 * Which field of a section wrote the text an author clicked on the preview: the section's string
 * whose words, as the page shows them (a `[label](/route)` link shows its label), are the
 * clicked element's text, or else the longest one the text contains.
 */
import type { Json } from './client.ts';
import { isObject } from './schema.ts';

type Path = (string | number)[];

const shown = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function strings(value: Json, path: Path = []): [Path, string][] {
  if (typeof value === 'string') return [[path, shown(value)]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, [...path, index]));
  if (isObject(value))
    return Object.entries(value).flatMap(([key, item]) =>
      key === 'type' || key === 'anchor' ? [] : strings(item, [...path, key]),
    );
  return [];
}

/** The path, within the section, of the field that wrote `clicked`, if one did. */
export function fieldAt(clicked: string, section: Json): Path | undefined {
  const text = shown(clicked);
  if (!text) return undefined;
  const candidates = strings(section).filter(([, value]) => value.length > 1);
  const exact = candidates.find(([, value]) => value === text);
  if (exact) return exact[0];
  const inside = candidates
    .filter(([, value]) => text.includes(value))
    .sort((a, b) => b[1].length - a[1].length)[0];
  return inside?.[0];
}
