import { startControls } from './client/controls/controls.ts';

/**
 * The page's controls (tabs, carousels, the before/after slider, the phone menu's extras), a
 * small module of its own that the page names in its markup: it runs as soon as the document is
 * parsed, before the rest of the runtime (which waits for the first paint), so a first tap never
 * finds a control without its listener.
 */
startControls();
