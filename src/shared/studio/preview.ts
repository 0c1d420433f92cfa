/**
 * What the studio's preview page says about its elements, written by the dev server
 * (scripts/lib/studio/preview-marks.ts) and read by the studio (src/studio/canvas.ts): the JSON
 * pointer of the field whose text an element shows, and of the section an element draws.
 */
export const PREVIEW_FIELD = 'data-studio-field';
export const PREVIEW_SECTION = 'data-studio-section';

/** A picture of a section type (`?type=hero`), for the studio's drawer of types to add. */
export const SECTION_PICTURE_PATH = '/__studio/section-picture';

/**
 * The event the preview page fires on its iframe element once its document is parsed: the studio
 * answers clicks from then on, not from the iframe's load, which waits for every picture and font
 * (seconds on a cold dev server) while the page already shows its text to click.
 */
export const PREVIEW_READY = 'studio-preview-ready';
