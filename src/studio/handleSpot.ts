/**
 * Where a section's move handle sits. Its corner inside the section, top right, unless a word of
 * the page lies there (a heading that starts at the section's very top, as in a town page's main
 * column, or one that runs to its right edge at 390 px); then just above the section, in the gap
 * between sections, or beside it. The first spot that covers no word and stays on the page wins;
 * the corner when none does.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The handle's top left corner, in the coordinates of the boxes given. */
export interface Spot {
  left: number;
  top: number;
}

/**
 * `size` is the handle's side and `inset` its distance from the section's edge; `width` the
 * page's, and `above` the top of what a handle may cover (the foot of a header that stays on
 * screen). Words are the boxes of the page's text, in the same coordinates as `section`.
 */
export function handleSpot(
  section: Box,
  size: number,
  inset: number,
  width: number,
  above: number,
  words: readonly Box[],
): Spot {
  const spots: Spot[] = [
    { left: section.right - inset - size, top: section.top + inset },
    { left: section.right - inset - size, top: section.top - inset / 2 - size },
    { left: section.left - inset - size, top: section.top + inset },
    { left: section.right + inset, top: section.top + inset },
  ];
  const onPage = (spot: Spot) => spot.left >= 0 && spot.top >= above && spot.left + size <= width;
  const covers = (spot: Spot) =>
    words.some(
      (word) =>
        word.right > spot.left &&
        word.left < spot.left + size &&
        word.bottom > spot.top &&
        word.top < spot.top + size,
    );
  return spots.find((spot) => onPage(spot) && !covers(spot)) ?? spots[0]!;
}

/**
 * The boxes of the page's words between `top` and `bottom` (viewport coordinates), outside `skip`.
 * Only the elements that reach into that band are read, so it is cheap enough for every frame.
 */
export function wordBoxes(doc: Document, skip: Element, top: number, bottom: number): Box[] {
  const view = doc.defaultView!;
  const { NodeFilter } = view;
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      if (node === skip) return NodeFilter.FILTER_REJECT;
      if (node.nodeType === view.Node.TEXT_NODE)
        return node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      const box = (node as Element).getBoundingClientRect();
      // An element with no box of its own (display: contents) may still hold words in the band.
      if (box.width === 0 && box.height === 0) return NodeFilter.FILTER_SKIP;
      return box.bottom < top || box.top > bottom
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_SKIP;
    },
  });
  const boxes: Box[] = [];
  const range = doc.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (rect.width > 0 && rect.height > 0) boxes.push(rect);
  }
  return boxes;
}
