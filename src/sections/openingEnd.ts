import { createContext } from 'react';

/**
 * True inside a page, whose layout marks where its opening (the hero) ends (islands/openingEndMark.ts),
 * for the mobile bottom bar to wait for; false outside one (a story).
 */
export const OpeningEndContext = createContext(false);
