/** The year the site was built, fixed at build time (see scripts/lib/build/vite.ts). */
declare const __BUILD_YEAR__: number;
/** The local backend's address the pages call unless VITE_SUPABASE_URL names another (supabase/local/address.ts). */
declare const __LOCAL_BACKEND_URL__: string;

/** Speculation Rules' prerendering (Chromium): true while the page is prepared ahead of a visit. */
interface Document {
  readonly prerendering?: boolean;
}
