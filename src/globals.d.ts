/** The year the site was built, fixed at build time (see scripts/lib/build/vite.ts). */
declare const __BUILD_YEAR__: number;

/** Speculation Rules' prerendering (Chromium): true while the page is prepared ahead of a visit. */
interface Document {
  readonly prerendering?: boolean;
}
