/**
 * The section types, read from the two things a type is: its schema file in schemas/sections/
 * (whose `type` const names it and whose `sectionRoles` declare its layout roles) and its folder
 * in src/sections/ (whose main component has the folder's name). Everything else that lists the
 * types is written from this by `npm run gen:types`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, schemasDir } from './paths.ts';

/** The roles a section type may declare, and what each makes the site do with it. */
export const SECTION_ROLES = {
  opensPage: 'It opens a page across its full width, above the sidebar of a page that has one.',
  listsPages:
    'It lists other pages (from their `listing`): a page with one loads the listings chunk, and the component needs a <PageListingsProvider> above it.',
  quickBar:
    "It is the page's own quick-contact bar for phones, shown instead of the site's default.",
  lead: 'Within the first three body sections, it ends the lead: on phones the sidebar follows it.',
  closing:
    'At the end of a page, it is a closing section: beside a sidebar it spans the page after the columns.',
  interactive:
    "It holds an island: a part that hydrates in the browser (islands/island.tsx). Every other section is static HTML and adds no module to any page's scripts.",
} as const;

export type SectionRole = keyof typeof SECTION_ROLES;

export interface SectionTypeSource {
  type: string;
  /** The schema's $id, e.g. sections/hero.schema.json. */
  schema: string;
  /** The folder under src/sections/ and the name of its component, e.g. Hero. */
  folder: string;
  roles: SectionRole[];
}

export const sectionsSchemaDir = path.join(schemasDir, 'sections');
export const sectionsSourceDir = path.join(root, 'src/sections');

const kebab = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (type: string) => type[0]!.toUpperCase() + type.slice(1);

/** Every section type, by its schema file's name; throws a message naming what to fix. */
export function readSectionTypes(): SectionTypeSource[] {
  const files = readdirSync(sectionsSchemaDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  return files.map((file) => {
    const where = `schemas/sections/${file}`;
    const schema = JSON.parse(readFileSync(path.join(sectionsSchemaDir, file), 'utf8')) as {
      properties?: { type?: { const?: unknown } };
      sectionRoles?: unknown;
    };
    const type = schema.properties?.type?.const;
    if (typeof type !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(type))
      throw new Error(`${where}: properties.type needs a "const" naming the type in camelCase.`);
    if (`${kebab(type)}.schema.json` !== file)
      throw new Error(
        `${where}: a "${type}" section's schema file is named ${kebab(type)}.schema.json.`,
      );
    const roles = schema.sectionRoles ?? [];
    const known = Object.keys(SECTION_ROLES);
    if (!Array.isArray(roles) || roles.some((role) => !known.includes(role as string)))
      throw new Error(`${where}: "sectionRoles" is a list of: ${known.join(', ')}.`);
    const folder = pascal(type);
    const component = path.join(sectionsSourceDir, folder, `${folder}.tsx`);
    if (!existsSync(component))
      throw new Error(
        `${where}: the "${type}" section needs its component in src/sections/${folder}/${folder}.tsx, exporting ${folder}.`,
      );
    return { type, schema: `sections/${file}`, folder, roles: roles as SectionRole[] };
  });
}
