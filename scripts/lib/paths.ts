import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = path.join(root, 'schemas');
/**
 * PAGES_DIR and DIST_DIR let the benchmark build a larger page set without touching the real one;
 * PUBLIC_DIR lets a test's dev server store photos in a copy of public/.
 */
export const pagesDir = path.resolve(root, process.env.PAGES_DIR ?? 'pages-json');
export const publicDir = path.resolve(root, process.env.PUBLIC_DIR ?? 'public');
export const generatedDir = path.join(root, 'src/generated');
/**
 * The image manifest the site is built with, for the media pipelines to keep in step: only
 * when photos go into the project's own public/, never into a test's copy of it.
 */
export const imageManifestFor = (publicFolder: string) =>
  path.resolve(publicFolder) === path.join(root, 'public')
    ? path.join(generatedDir, 'images.json')
    : undefined;
/** One folder per section type: component, stories, tests (the catalog checks each component exists). */
export const sectionsDir = path.join(root, 'src/sections');
export const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
export const ssrDir = `${distDir}-ssr`;
