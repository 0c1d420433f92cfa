/**
 * The element ids the page frame writes on every page (header, main, footer and the marks around
 * them), the one list that the frame's code and the validator's reserved-anchor check read: a
 * section's `anchor` becomes its id, and an anchor equal to one of these would make two elements
 * with one id (the skip link, the menu button, the mobile bottom bar and the pre-render's render-blocking
 * `<link rel="expect">` would find the wrong one). React-free: scripts/ reads it.
 * src/entry-server.test.ts renders pages and checks that every fixed id in them is listed.
 */

/** <main>, the skip link's target. */
export const MAIN_ID = 'main';
/** The page's <h1>. */
export const PAGE_HEADING_ID = 'page-heading';
/** Where a page's opening (the hero) ends (see src/islands/openingEndMark.ts). */
export const OPENING_END_ID = 'page-opening-end';
/** The phone menu's popover. */
export const MENU_ID = 'site-menu';
/** The estimate form's popover or dialog, and its title. */
export const ESTIMATE_FORM_ID = 'estimate-form';
export const ESTIMATE_TITLE_ID = 'estimate-form-title';

export const FRAME_IDS = [
  MAIN_ID,
  PAGE_HEADING_ID,
  OPENING_END_ID,
  MENU_ID,
  ESTIMATE_FORM_ID,
  ESTIMATE_TITLE_ID,
  // The footer's headings.
  'footer-quick-links',
  'footer-services',
  'footer-service-area',
  // The splash.
  'splash',
] as const;

export const isFrameId = (id: string): boolean => (FRAME_IDS as readonly string[]).includes(id);
