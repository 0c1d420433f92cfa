/**
 * The section schemas in the browser, compiled by the validator's own code: story args are
 * checked against the same rules, with the same messages, as `npm run validate` gives, and the
 * Controls table describes each field in the schema's words.
 */
import type { ArgTypes, ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { schemaFields, sectionSchemas } from '../scripts/lib/schema-fields.ts';
import { compileSchemaSet } from '../scripts/lib/validator/compile-schemas.ts';
import { parseSource } from '../scripts/lib/validator/json-source.ts';
import type { Problem } from '../scripts/lib/validator/problem.ts';
import type { Schema } from '../scripts/lib/validator/schema-index.ts';
import { schemaProblems } from '../scripts/lib/validator/schema-problems.ts';

const schemas = Object.values(
  import.meta.glob<Schema>('../schemas/**/*.schema.json', { eager: true, import: 'default' }),
);
const schemaSet = compileSchemaSet(schemas);
const schemaOfType = new Map(sectionSchemas(schemas).map(({ type, schema }) => [type, schema]));

/** What is wrong with a section, against the page schema's section definition. */
export function sectionProblems(section: unknown): Problem[] {
  const source = parseSource({ path: 'section', text: JSON.stringify(section ?? null, null, 2) });
  return schemaProblems(source, schemaSet.section, schemaSet.index, 'section');
}

const sectionType = (args: Record<string, unknown>) => {
  const { section } = args;
  return typeof section === 'object' && section !== null && 'type' in section
    ? section.type
    : undefined;
};

/**
 * A section story's `section` arg described by its schema, and below it one row per field (in
 * the category "section fields") with the schema's description, kind of value and default.
 */
export const sectionArgTypes: ArgTypesEnhancer<ReactRenderer> = ({ initialArgs, argTypes }) => {
  const type = sectionType(initialArgs);
  const schema = typeof type === 'string' ? schemaOfType.get(type) : undefined;
  if (!schema) return argTypes;
  const fields: ArgTypes = Object.fromEntries(
    schemaFields(schema, schemaSet.index).map((field) => [
      `section.${field.path}`,
      {
        name: `section.${field.path}`,
        description: field.description,
        type: { name: 'other', value: field.type, required: field.required },
        control: false,
        table: {
          category: 'section fields',
          type: { summary: field.type },
          ...(field.default === undefined
            ? {}
            : { defaultValue: { summary: JSON.stringify(field.default) } }),
        },
      },
    ]),
  );
  return {
    ...argTypes,
    section: {
      ...argTypes.section,
      name: 'section',
      description: `${String(schema.description)} Edit its JSON here: what breaks the schema is listed above the story.`,
      control: { type: 'object' },
      table: { ...argTypes.section?.table, type: { summary: String(schema.title) } },
    },
    ...fields,
  };
};
