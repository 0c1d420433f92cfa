/**
 * What the outline and the canvas both do with a list of sections: move one to another place,
 * and name one as the author knows it (its kind's title, never its type's code name).
 */
import type { Json, StudioSectionType } from './client.ts';
import { sectionName } from '../shared/schemaWords.ts';
import { firstHeading, isObject } from './schema.ts';

/** `sections` with the one at `from` moved to `to`, or undefined when that moves nothing. */
export function moved(sections: Json[], from: number, to: number): Json[] | undefined {
  if (to < 0 || to >= sections.length || from === to || !(from in sections)) return undefined;
  const next = [...sections];
  const [section] = next.splice(from, 1);
  next.splice(to, 0, section!);
  return next;
}

/** The kind of section, by its schema's title ("Frequently asked questions"). */
export function sectionTitle(section: Json, types: StudioSectionType[]): string {
  const type = isObject(section) ? String(section.type ?? '') : '';
  const known = types.find((t) => t.type === type);
  return known ? sectionName(known.title) : `Unknown kind "${type}"`;
}

/** The name of the canvas's handle that moves a section: "Move section: FAQ, Common questions". */
export function moveName(list: 'sections' | 'sidebar', section: Json, types: StudioSectionType[]) {
  const heading = firstHeading(section);
  const noun = list === 'sidebar' ? 'sidebar section' : 'section';
  return `Move ${noun}: ${sectionTitle(section, types)}${heading ? `, ${heading}` : ''}`;
}
