/** A document of any version: migrations read and write it as plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/**
 * One step of the content model, from version N to N + 1. Both functions are pure: they return a
 * new document (or the same one when nothing changes) and never touch `schemaVersion`, which
 * the runner sets. A fragment file is one section, so it goes through `section` only.
 */
export interface ContentMigration {
  /** The file name's tail, e.g. "0001-hero-headline-is-title". */
  name: string;
  /** One line that says what changes, printed by `npm run migrate`. */
  description: string;
  /** A page document (its sections already passed through `section`). */
  page?: (page: JsonObject) => JsonObject;
  /** One section, in a page or a fragment file. */
  section?: (section: JsonObject) => JsonObject;
  /** site.json. */
  site?: (site: JsonObject) => JsonObject;
}

/**
 * The most common step: a section type's field under a new name, in its place. References to a
 * fragment of that type are renamed too, since their fields override the fragment's.
 */
export function renameField(type: string, from: string, to: string) {
  return (section: JsonObject): JsonObject =>
    section.type === type && from in section
      ? Object.fromEntries(
          Object.entries(section).map(([key, value]) => [key === from ? to : key, value]),
        )
      : section;
}
