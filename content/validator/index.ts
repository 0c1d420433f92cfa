export { validateContent, isSiteFile, type ContentInput } from './validate-content.ts';
export {
  loadContentFiles,
  pageFolderReads,
  readPageFolder,
  type PageFolder,
  type PageFileText,
} from './load-content-files.ts';
export { decodeUtf8 } from './utf8.ts';
export { formatProblem, isError, type Problem, type Severity } from './problem.ts';
export { problemCodes, type ProblemCode } from './codes.ts';
export { isDraft } from './placeholders.ts';
export { readSiteFolder, type SiteFolder } from './public-files.ts';
export { PLACEHOLDER_MARKER } from '../../src/shared/authorText.ts';
