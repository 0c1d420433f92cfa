/**
 * The studio's view of the schemas (section types with their `$ref`s inlined, the page's own
 * fields), for src/studio/ tests: lint forbids src/ from importing scripts/ directly.
 */
export { pageSchema, sectionTypes } from '../../scripts/lib/studio/section-types.ts';
