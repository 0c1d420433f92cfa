import { createContext } from 'react';

/**
 * True inside a page, whose layout marks where its opening (the hero) ends
 * (`data-opening-end`), for the quick-contact bar to wait for; false outside one (a story).
 */
export const OpeningEndContext = createContext(false);

/**
 * The id of that mark. The pre-render asks the browser not to paint the page before it is parsed
 * (`<link rel="expect" blocking="render">`): a frame painted mid-parse, as under CPU load or at a
 * network pause, shows the header or hero half built, and what is added next moves what was
 * shown (the call link's icon slid left once its number arrived).
 */
export const OPENING_END_ID = 'page-opening-end';
