import path from 'node:path';
import type { PageDocument, SiteDocument } from '../../src/generated/content.ts';
import { fragmentMap, isFragmentFile, resolveFragments } from './fragments.ts';
import { isSiteFile, loadContentFiles } from './validator/index.ts';
import { pagesDir } from './paths.ts';

export { isSiteFile };

export interface ContentFile {
  /** Display path, e.g. pages-json/about.json. */
  path: string;
  absolutePath: string;
  text: string;
}

export interface PageFile {
  file: ContentFile;
  /** The page with its fragment references resolved: what components and lists see. */
  doc: PageDocument;
}

export interface Content {
  site: SiteDocument;
  pages: PageFile[];
  /** Every file read, fragments included (to watch them). */
  files: ContentFile[];
}

/** Every page file, fragment and site.json, as the validator reads them, with absolute paths. */
export async function readContentFiles(dir = pagesDir): Promise<ContentFile[]> {
  const files = await loadContentFiles(dir);
  return files.map((file) => ({ ...file, absolutePath: path.join(path.dirname(dir), file.path) }));
}

/**
 * site.json and every page, resolved. Runs after validation, so a reference that cannot be
 * resolved here means validation was skipped: it stops rather than render a half page.
 */
export async function readContent(dir = pagesDir): Promise<Content> {
  const files = await readContentFiles(dir);
  const siteFile = files.find(isSiteFile);
  if (!siteFile)
    throw new Error('pages-json/site.json is missing. Create it from schemas/site.schema.json.');
  const fragments = fragmentMap(files);
  const pages = files
    .filter((file) => !isSiteFile(file) && !isFragmentFile(file))
    .map((file) => {
      const { doc, issues } = resolveFragments(JSON.parse(file.text) as PageDocument, fragments);
      if (issues.length > 0) {
        const names = issues.map((issue) => `"${issue.name}" (${issue.pointer})`).join(', ');
        throw new Error(
          `${file.path}: fragment ${names} could not be used. Run \`npm run validate\` for the details.`,
        );
      }
      return { file, doc };
    });
  return { site: JSON.parse(siteFile.text) as SiteDocument, pages, files };
}
