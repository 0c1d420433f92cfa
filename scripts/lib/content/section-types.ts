/**
 * The section types, read from the two things a type is: its schema file in schemas/sections/
 * (whose `type` const names it, whose `sectionRoles` declare its layout roles, with the details
 * of two of them in `sectionTrail` and `sectionPageLists`) and its folder
 * in src/sections/ (whose main component has the folder's name). Everything else that lists the
 * types is written from this by `npm run gen:types`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, schemasDir } from '../paths.ts';

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

/**
 * `"sectionTrail"`, beside `opensPage`: the section shows the page's breadcrumb trail. `links`
 * names the field holding the trail's links; `current`, the fields naming the page itself, the
 * first one set wins. The JSON-LD builder reads the page's BreadcrumbList from it.
 */
export interface SectionTrail {
  links: string;
  current: string[];
}

/**
 * `"sectionPageLists"`, beside `listsPages`: the listing groups the section lists, so the
 * validator can warn when one would be empty. Either one fixed `group` (named `label` in
 * messages; none when the field `unlessSet` is set, as the section then lists what it names),
 * or one group per item of the array field `eachIn`, read from the item's `groupField` and
 * named by its `labelField`.
 */
export type SectionPageLists =
  | { group: string; label: string; unlessSet?: string }
  | { eachIn: string; groupField: string; labelField: string };

export interface SectionTypeSource {
  type: string;
  /** The schema's $id, e.g. sections/hero.schema.json. */
  schema: string;
  /** The folder under src/sections/ and the name of its component, e.g. Hero. */
  folder: string;
  roles: SectionRole[];
  trail?: SectionTrail;
  pageLists?: SectionPageLists;
}

export const sectionsSchemaDir = path.join(schemasDir, 'sections');
export const sectionsSourceDir = path.join(root, 'src/sections');

const kebab = (type: string) => type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascal = (type: string) => type[0]!.toUpperCase() + type.slice(1);

/** Every section type, by its schema file's name; throws a message naming what to fix. */
export function readSectionTypes(
  schemaDir = sectionsSchemaDir,
  sourceDir = sectionsSourceDir,
): SectionTypeSource[] {
  const files = readdirSync(schemaDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  return files.map((file) => {
    const where = `schemas/sections/${file}`;
    const schema = JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')) as {
      properties?: { type?: { const?: unknown } };
      sectionRoles?: unknown;
      sectionTrail?: unknown;
      sectionPageLists?: unknown;
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
    const component = path.join(sourceDir, folder, `${folder}.tsx`);
    if (!existsSync(component))
      throw new Error(
        `${where}: the "${type}" section needs its component in src/sections/${folder}/${folder}.tsx, exporting ${folder}.`,
      );
    const fields = Object.keys(schema.properties ?? {});
    const trail = schema.sectionTrail as SectionTrail | undefined;
    const pageLists = schema.sectionPageLists as SectionPageLists | undefined;
    const declared = roles as SectionRole[];
    requireRole(where, declared, 'sectionTrail', trail, 'opensPage');
    requireRole(where, declared, 'sectionPageLists', pageLists, 'listsPages');
    const named = [
      ...(trail ? [trail.links, ...trail.current] : []),
      ...(pageLists && 'eachIn' in pageLists ? [pageLists.eachIn] : []),
      ...(pageLists && 'unlessSet' in pageLists && pageLists.unlessSet
        ? [pageLists.unlessSet]
        : []),
    ];
    for (const field of named)
      if (!fields.includes(field))
        throw new Error(
          `${where}: names the field "${field}", which its "properties" do not have.`,
        );
    return {
      type,
      schema: `sections/${file}`,
      folder,
      roles: declared,
      ...(trail ? { trail } : {}),
      ...(pageLists ? { pageLists } : {}),
    };
  });
}

function requireRole(
  where: string,
  roles: SectionRole[],
  keyword: string,
  value: unknown,
  role: SectionRole,
) {
  if (value !== undefined && !roles.includes(role))
    throw new Error(`${where}: "${keyword}" belongs to a section with the "${role}" role.`);
}
