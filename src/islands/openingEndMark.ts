/**
 * The id of the empty element a page's layout puts where its opening (the hero) ends. Two
 * readers: the mobile bottom bar shows once it has scrolled away, and the pre-render asks the
 * browser to paint nothing before it is parsed (`<link rel="expect" blocking="render">`). A frame
 * painted mid-parse, as under CPU load or at a network pause, shows the header or hero half
 * built, and what is added next moves what was shown (the call link's icon slid left once its
 * number arrived). Free of React: the browser's runtime reads it.
 */
export { OPENING_END_ID } from '../shared/frameIds.ts';
