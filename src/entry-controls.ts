import { startSliderMenuAndForms } from './client/controls/controls.ts';

/**
 * The page's controls that need the parsed document (the before/after slider, the phone menu's
 * extras, the estimate form, the forms), a small module of its own that the page names in its
 * markup: it runs as soon as the document is parsed, before the rest of the runtime (which waits
 * for the first paint). The tabs and carousels answer from the page's head already
 * (entry-head-controls.ts).
 */
startSliderMenuAndForms();
