/**
 * Where a validator problem is, for an author: which section of which list (the outline's
 * selection) and the field's name, read from the problem's JSON pointer.
 */
import { sectionName } from '../shared/schemaWords.ts';
import type { Json, StudioSectionType } from './client.ts';
import type { ListName } from './fragmentActions.ts';
import { fieldId, isObject, labelOf } from './schema.ts';

export interface Place {
  /** The section the field belongs to; none for the page's own fields. */
  section?: { list: ListName; index: number };
  /** "Section 3 (Hero) › Headline", or "Page settings › Meta › Title". */
  words: string;
}

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
export const pointerParts = (pointer: string) =>
  pointer.split('/').slice(1).filter(Boolean).map(unescape);

/** A pointer as the path `change` takes: list positions as numbers. */
export const pathOf = (pointer: string) =>
  pointerParts(pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The value at `pointer` in `doc`, or undefined where there is none. */
export function valueAt(doc: Json | undefined, pointer: string): Json | undefined {
  let at: Json | undefined = doc;
  for (const part of pointerParts(pointer)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(part)] : Object.hasOwn(at, part) ? at[part] : undefined;
  }
  return at;
}

export function placeOf(pointer: string, doc: Json, types: StudioSectionType[]): Place {
  const parts = pointerParts(pointer);
  const [list, position, ...rest] = parts;
  const index = Number(position);
  if ((list === 'sections' || list === 'sidebar') && Number.isInteger(index)) {
    const section = isObject(doc) && Array.isArray(doc[list]) ? doc[list][index] : undefined;
    const type = types.find((t) => isObject(section) && t.type === section.type);
    const noun = list === 'sidebar' ? 'Sidebar section' : 'Section';
    const name = type ? ` (${sectionName(type.title)})` : '';
    return {
      section: { list, index },
      words: [`${noun} ${index + 1}${name}`, ...fieldWords(rest)].join(' › '),
    };
  }
  return { words: ['Page settings', ...fieldWords(parts)].join(' › ') };
}

const fieldWords = (parts: string[]) =>
  parts.map((part) => (/^\d+$/.test(part) ? `item ${Number(part) + 1}` : labelOf(part)));

/** The element that edits the value at `pointer`, or the nearest field that holds it. */
export function fieldFor(pointer: string, root: ParentNode = document): HTMLElement | null {
  const parts = pointerParts(pointer);
  for (let length = parts.length; length > 0; length--) {
    const at = `/${parts
      .slice(0, length)
      .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/')}`;
    const field = root.querySelector<HTMLElement>(`#${CSS.escape(fieldId(at))}`);
    if (field) return field;
  }
  return null;
}
