/**
 * The section reference (docs/section-reference.md), in Markdown: one entry per section type with its fields, a
 * minimal example and its Storybook link, all read from the section catalog (the schema's
 * `title`, `description`, `examples` and fields) and the type's story file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldInWords, CatalogEntry } from '../../../content/index.ts';
import { readSectionCatalog } from '../../../content/node.ts';
import { root, schemasDir, sectionsDir } from '../paths.ts';

export const STORYBOOK_URL = 'http://localhost:6006';

/** The folder of a section type's component and stories (see src/sections/registry.ts). */
const sectionFolder = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** Storybook's sanitising of ids: lowercase, anything but letters and digits becomes a dash. */
const sanitize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A story's name from its export name, as Storybook makes it: `WithStats` is "With Stats". */
const storyName = (exportName: string) =>
  exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2');

/**
 * The id of the first story of a section type, what its Storybook link opens, read from the
 * story file's meta title and first story export (src/sections/stories.test.tsx checks that
 * every link in docs/section-reference.md opens a story that exists).
 */
export function firstStoryId(type: string): string {
  const folder = sectionFolder(type);
  const file = path.join(root, 'src/sections', folder, `${folder}.stories.tsx`);
  const where = path.relative(root, file);
  if (!existsSync(file)) {
    throw new Error(
      `${where} is missing: every section type needs stories (README, "Adding a section type").`,
    );
  }
  const code = readFileSync(file, 'utf8');
  const title = /\btitle: '([^']+)'/.exec(code)?.[1];
  const firstStory = /^export const (\w+)/m.exec(code)?.[1];
  if (!title || !firstStory) throw new Error(`${where} needs a meta title and a story.`);
  return `${sanitize(title)}--${sanitize(storyName(firstStory))}`;
}

/** Markdown table cells hold one line, and a bare `<word>` would be read as HTML. */
const cell = (text: string) =>
  text
    .replace(/\s*\n\s*/g, ' ')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;');

function fieldRow(field: FieldInWords): string {
  const defaultNote =
    field.default === undefined ? '' : ` Default: \`${JSON.stringify(field.default)}\`.`;
  return `| \`${field.path}\` | ${cell(field.type)} | ${field.required ? 'yes' : ''} | ${cell(
    field.description + defaultNote,
  )} |`;
}

interface Entry {
  section: CatalogEntry;
  storyId: string;
}

function entryMarkdown({ section, storyId }: Entry): string {
  const { type, title, description, schema, fields } = section;
  const example = Array.isArray(schema.examples) ? schema.examples[0] : undefined;
  if (example === undefined) {
    throw new Error(
      `schemas/${section.schemaId} has no "examples": add a minimal valid ${type} section.`,
    );
  }
  return [
    `### ${type}`,
    `**${title}**: ${description}`,
    '| field | value | required | description |\n| --- | --- | --- | --- |\n' +
      fields.map(fieldRow).join('\n'),
    'Minimal example:',
    '```json\n' + JSON.stringify(example, null, 2) + '\n```',
    `In Storybook: [${section.folder}](${STORYBOOK_URL}/?path=/story/${storyId}) (\`npm run storybook\`).`,
  ].join('\n\n');
}

/** The reference for every section type, alphabetically, with an index of them first. */
export function sectionReference(
  catalog: readonly CatalogEntry[] = readSectionCatalog(schemasDir, sectionsDir),
): string {
  const entries = [...catalog]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((section) => ({ section, storyId: firstStoryId(section.type) }));
  const contents = entries.map(
    ({ section }) => `[${section.type}](#${section.type.toLowerCase()})`,
  );
  // Prettier would align every table column; the generated part is left as written instead.
  return [
    '<!-- prettier-ignore-start -->',
    contents.join(' · '),
    ...entries.map(entryMarkdown),
    '<!-- prettier-ignore-end -->',
  ].join('\n\n');
}
