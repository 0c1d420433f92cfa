/** The header turns solid once the page is scrolled past this many pixels (the specification's 50). */
export const HEADER_SCROLL_THRESHOLD = 50;
