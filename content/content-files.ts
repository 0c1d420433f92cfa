import path from 'node:path';
import type {
  PageDocument,
  PageFile as WrittenPage,
  SiteDocument,
} from '../src/generated/content.ts';
import { fragmentMap, isFragmentFile, resolveFragments } from './fragments.ts';
import { isDraft, isSiteFile, readPageFolder, type PageFolder } from './validator/index.ts';

export { isSiteFile };

export interface ContentFile {
  /** Display path, e.g. pages-json/about.json. */
  path: string;
  absolutePath: string;
  text: string;
}

export interface ResolvedPage {
  file: ContentFile;
  /** The page with its fragment references resolved: what components and lists see. */
  doc: PageDocument;
}

export interface Content {
  site: SiteDocument;
  /** The pages of the site: without drafts, or with them marked noindex when drafts are shown. */
  pages: ResolvedPage[];
  /** Draft pages left out of `pages`. */
  draftsLeftOut: ContentFile[];
  /** Every file read, fragments included (to watch them). */
  files: ContentFile[];
}

/**
 * Whether draft pages are part of the site, said by each entry point: `npm run dev` and
 * Storybook show them, `npm run build` leaves them out unless given `--drafts` (a preview).
 */
export interface ContentOptions {
  drafts: boolean;
  /** The content already read (a build reads pages-json/ once); else each user reads its own. */
  loaded?: Content;
}

/** A shown draft is never indexed, so it also stays out of sitemap.xml. */
const asPreview = (doc: PageDocument): PageDocument => ({
  ...doc,
  meta: { ...doc.meta, noindex: true },
});

/** The folder's files as the validator read them, with absolute paths. */
const withAbsolutePaths = (folder: PageFolder, dir: string): ContentFile[] =>
  folder.files.map((file) => ({ ...file, absolutePath: path.join(path.dirname(dir), file.path) }));

/**
 * site.json and every page, resolved. Runs after validation, so a reference that cannot be
 * resolved here means validation was skipped: it stops rather than render a half page.
 *
 * This is the one place that decides whether drafts are pages: routes, every list (services
 * overview, sitemap page, footer) and sitemap.xml are all derived from its `pages`.
 */
export async function readContent(dir: string, options: ContentOptions): Promise<Content> {
  return options.loaded ?? contentOf(await readPageFolder(dir), dir, options);
}

/** site.json and every page of a page folder already read (see readContent). */
export function contentOf(folder: PageFolder, dir: string, { drafts }: ContentOptions): Content {
  const files = withAbsolutePaths(folder, dir);
  const siteFile = files.find(isSiteFile);
  if (!siteFile)
    throw new Error('pages-json/site.json is missing. Create it from schemas/site.schema.json.');
  const fragments = fragmentMap(files);
  const all = files
    .filter((file) => !isSiteFile(file) && !isFragmentFile(file))
    .map((file) => {
      const { doc, issues } = resolveFragments(JSON.parse(file.text) as WrittenPage, fragments);
      if (issues.length > 0) {
        const names = issues.map((issue) => `"${issue.name}" (${issue.pointer})`).join(', ');
        throw new Error(
          `${file.path}: fragment ${names} could not be used. Run \`npm run validate\` for the details.`,
        );
      }
      return { file, doc };
    });
  const draftPages = all.filter((page) => isDraft(page.doc));
  const pages = drafts
    ? all.map((page) => (draftPages.includes(page) ? { ...page, doc: asPreview(page.doc) } : page))
    : all.filter((page) => !draftPages.includes(page));
  const draftsLeftOut = drafts ? [] : draftPages.map((page) => page.file);
  return { site: JSON.parse(siteFile.text) as SiteDocument, pages, draftsLeftOut, files };
}
