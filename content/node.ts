/**
 * The content core's Node door: what reads or writes the disk (the page folder, schemas/,
 * public/, the section folders) or needs a node: builtin. Node code only: lint refuses it in
 * src/ and in .storybook/'s browser files. The pure rest of the core is content/index.ts.
 */
export { validateContent, type ContentInput } from './validator/validate-content.ts';
export {
  loadContentFiles,
  readPageFolder,
  pageFolderReads,
  type PageFolder,
  type PageFileText,
} from './validator/load-content-files.ts';
export { readSiteFolder, type SiteFolder } from './validator/public-files.ts';
export { loadSchemaSet, readSchemas } from './validator/schema-set.ts';
export { decodeUtf8 } from './validator/utf8.ts';
export { isDraft } from './validator/placeholders.ts';
export { isSiteFile, MEDIA_INDEX_FILE } from './file-kind.ts';
export { FRAGMENTS_FOLDER, fragmentMap, isFragmentFile, resolveFragments } from './fragments.ts';
export {
  readContent,
  contentOf,
  type Content,
  type ContentFile,
  type ContentOptions,
  type ResolvedPage,
} from './content-files.ts';
export { readSectionCatalog } from './read-section-catalog.ts';
export { migratedFile } from './migrate.ts';
export { migrateCommand, type MigrateMode } from './migrate-folder.ts';
export {
  atomicWrite,
  createWhole,
  isLeftBehind,
  isTemporaryFile,
  removeStaleTemporaryFiles,
  temporaryFileTarget,
  WriteRefused,
} from './atomic-write.ts';
export { prettierFormatted } from './prettier-formatted.ts';
export { shownPath } from './shown-path.ts';
