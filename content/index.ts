/**
 * The content core's door. Browser-safe: nothing it loads imports a node: builtin, a Node-only
 * package or a Node global (content/doors.test.ts), so Storybook's preview may import it. What
 * reads or writes the disk is behind content/node.ts. Outside content/, import only these two
 * files (eslint.config.js refuses the rest); inside, import the file itself, never a door.
 */
export {
  sectionCatalog,
  schemaIndexOf,
  SECTION_ROLES,
  type CatalogEntry,
  type SectionRole,
} from './section-catalog.ts';
export type { FieldInWords } from './field-wording.ts';
export { sectionKeywordsSchema } from './section-keywords.ts';
export { SchemaIndex, type Schema } from './validator/schema-index.ts';
export { compileSchemaSet, type SchemaSet } from './validator/compile-schemas.ts';
export { parseSource, type JsonSource } from './validator/json-source.ts';
export { schemaProblems } from './validator/schema-problems.ts';
export { formatProblem, isError, type Problem, type Severity } from './validator/problem.ts';
export { publicLinkProblem } from './validator/link-problems.ts';
export { problemCodes, type ProblemCode } from './validator/codes.ts';
export {
  report,
  reportFormats,
  isReportFormat,
  summary,
  type Report,
  type ReportFormat,
} from './validator/report.ts';
export { isRecord, parsePointer, toPointer } from './validator/json-pointer.ts';
export { findTooDeep, MAX_DEPTH } from './validator/nesting-depth.ts';
export { NON_TEXT_KEYS, words } from './validator/unique-copy.ts';
export { CONTENT_VERSION } from './migrations/index.ts';
export {
  renameField,
  type ContentMigration,
  type Json,
  type JsonObject,
} from './migrations/migration.ts';
export { saveInPlace } from './minimal-save.ts';
export { imageUses, type ImageUse } from './image-uses.ts';
export { PLACEHOLDER_MARKER } from '../src/shared/authorText.ts';
