import { startControls } from './client/controls/controls.ts';

/**
 * The page's controls (tabs, carousels, the before/after slider, the phone menu's extras), a
 * small module of its own that the page names in its markup: it runs as soon as the document is
 * parsed, before the rest of the runtime (which waits for the first paint). A press made before
 * it came is kept by the page's head and answered as it starts (client/controls/earlyPresses.ts).
 */
startControls();
