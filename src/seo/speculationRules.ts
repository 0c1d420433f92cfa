/**
 * Speculation Rules for every page: a same-site link the visitor hovers or presses is loaded and
 * prerendered ahead of the click, so following it is instant although every page is a document
 * of its own. Moderate eagerness: only links a visitor shows intent for, never all of them.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
