/**
 * The JSON Schema of the section keywords (x-roles, x-trail, x-page-lists): compile-schemas.ts
 * checks each section schema's keywords against it, npm run gen:types makes their types from it.
 */
import keywords from './section-keywords.schema.json' with { type: 'json' };

export const sectionKeywordsSchema = keywords;
