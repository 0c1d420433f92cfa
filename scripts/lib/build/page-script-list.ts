/**
 * Every script a page runs, in the order it runs: its entry, how it is delivered and when it
 * runs. The one list that the Vite config (build inputs, dependency discovery), the pre-render
 * (each page's head tags, asset-tags.ts) and the dev server (the same tags, scripts/dev.ts) read.
 * The CSP follows: the pre-render's inline scripts are hashed from the written pages
 * (security-headers.ts), so a script that becomes inline is allowed by the same build.
 */
export type Delivery =
  /** Bundled by esbuild into one classic script in the page's head. */
  | 'inline'
  /** One module file named in the markup. */
  | 'module'
  /** A module added by a small inline loader once the page has painted (deferredEntryLoader). */
  | 'after-first-paint';

export interface PageScript {
  entry: string;
  delivery: Delivery;
  /** What it starts, and when, in words (docs/page-scripts.md has the table). */
  starts: string;
}

export const headControls: PageScript = {
  entry: 'src/entry-head-controls.ts',
  delivery: 'inline',
  starts: 'the tabs and carousels, before the body is parsed',
};

export const pageControls: PageScript = {
  entry: 'src/entry-controls.ts',
  delivery: 'module',
  starts: 'the slider, the menu extras, the estimate form and the forms, once the page is parsed',
};

export const runtime: PageScript = {
  entry: 'src/entry-client.ts',
  delivery: 'after-first-paint',
  starts: 'behaviours, islands and the live notifications, after the first paint',
};

export const pageScripts: readonly PageScript[] = [headControls, pageControls, runtime];

/** The entries Vite builds as files (the inline one is bundled at the pre-render). */
export const builtEntries = pageScripts
  .filter((script) => script.delivery !== 'inline')
  .map((script) => script.entry);
