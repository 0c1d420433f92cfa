import type { ComponentType } from 'react';
import type { Section } from '../generated/content.ts';
import { sectionRoles, type SectionRole } from '../generated/sectionTypes.ts';
import { sectionComponents } from './registry.generated.ts';

export type SectionType = Section['type'];
export type SectionComponent<T extends SectionType> = ComponentType<{
  section: Extract<Section, { type: T }>;
}>;

/** What the registry knows about one section type: its component and its schema's roles. */
export interface SectionEntry<T extends SectionType> {
  component: SectionComponent<T>;
  roles: readonly SectionRole[];
}

type Registry = { [T in SectionType]: SectionEntry<T> };

/**
 * Section type (the schema's discriminator) → its component and roles. A type is its schema in
 * schemas/sections/ and its folder here; `npm run gen:types` writes the lists from those two.
 */
export const sectionRegistry = Object.fromEntries(
  Object.entries(sectionComponents satisfies { [T in SectionType]: SectionComponent<T> }).map(
    ([type, component]) => [type, { component, roles: sectionRoles[type] ?? [] }],
  ),
) as Registry;

/** The section types whose schema declares `role` (see SECTION_ROLES for what each means). */
export const typesWith = (role: SectionRole): ReadonlySet<SectionType> =>
  new Set(
    (Object.keys(sectionRegistry) as SectionType[]).filter((type) =>
      sectionRegistry[type].roles.includes(role),
    ),
  );

/** Section types that list pages: the app loads listings for pages that use one. */
export const listsPagesTypes = typesWith('listsPages');

export const openingSectionTypes = typesWith('opensPage');

export const mobileBottomBarSectionTypes = typesWith('mobileBottomBar');

/** Section types that hold islands. */
export const interactiveSectionTypes = typesWith('interactive');

export const leadSectionTypes = typesWith('lead');

export const closingSectionTypes = typesWith('closing');
