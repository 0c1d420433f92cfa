import { MAX_DEPTH } from './nesting-depth.ts';
import { MIN_UNIQUE_WORDS } from './unique-copy.ts';

/**
 * Every validation problem's permanent code, with what it means. `npm run validate` prints the
 * code after each message, e.g. `… "hedline" is not a known field here. … [unknown-field]`, so
 * authors and CI can search for and filter one. Codes are never renamed or reused; a retired
 * rule keeps its code out of use. tests/fixtures/invalid/ has a bad file for most of them.
 */
export const problemCodes = {
  // The file itself
  'invalid-json': 'The file is not valid JSON (a comment, a trailing comma, a missing quote…).',
  'not-unicode-text':
    'The file holds bytes that are not UTF-8 text (saved in another encoding); they would show as "�".',
  'duplicate-key': 'The same field appears twice in one object; JSON keeps only the last one.',
  symlink:
    'A page file or folder is a symbolic link; it is never followed (or read), so write the file itself.',
  'public-symlink':
    'A file or folder in public/ is a symbolic link; the build would publish what it leads to, so it is refused.',
  'too-deep': `The file nests deeper than a page may (${MAX_DEPTH} levels); checked before anything reads it recursively.`,
  'old-schema-version':
    'The file is written for an older version of the content model; `npm run migrate` rewrites it.',
  'newer-schema-version':
    'The file states a newer content model version than this code knows (update the code).',
  'not-for-sidebar':
    'A section type in a page\'s sidebar that its schema does not allow there (role "sidebar").',
  'duplicate-tab-id':
    "Two tabs of one tabs section have the same id, so both would open the first tab's panel.",
  'missing-site': 'pages-json/site.json, the site-wide facts every page needs, does not exist.',
  'control-character':
    'Text holds a control character (ESC, BEL, a tab, a line break…), which no page shows and a terminal obeys.',
  'invisible-text':
    'Text made only of spaces and invisible characters (zero-width spaces…): a reader sees nothing, so it counts as empty.',
  // Against the schemas
  'missing-field': 'A required field is missing (or one that another field needs).',
  'unknown-field': 'A field the schema does not know, often a misspelling.',
  'field-not-allowed': 'A known field that is not allowed in this place or combination.',
  'missing-type': 'A section or block has no "type" (or "kind"), so its schema is unknown.',
  'unknown-type': 'A section or block "type" (or "kind") that does not exist.',
  'wrong-type': 'A value of the wrong kind, e.g. text where a number or a list belongs.',
  'not-allowed-value': 'A value that is not one of the allowed values.',
  'too-short': 'Text, a list or an object below its minimum length or size.',
  'too-long': 'Text, a list or an object above its maximum length or size.',
  'out-of-range': 'A number outside its allowed range or step.',
  'bad-pattern': 'Text that does not have the required shape (e.g. a path or a colour).',
  'bad-format': 'Text that is not a valid date, e-mail address, URL or other format.',
  'duplicate-item': 'A list whose items must be unique repeats one.',
  'no-matching-form': 'A value that matches none (or more than one) of the forms allowed here.',
  'schema-mismatch': 'Any other schema rule the value breaks.',
  // Across files
  'duplicate-path': 'Two pages have the same path.',
  'duplicate-alias': 'Two pages have the same alias.',
  'alias-is-a-path': "An alias is another page's path, or the page's own.",
  'build-owned-path':
    'A path or alias the build writes itself: a last part "index", /assets, /404, sitemap.xml, robots.txt, _headers, or a file or folder of public/.',
  'duplicate-anchor': 'Two sections of one page, its sidebar included, have the same anchor.',
  'one-per-page':
    'A page holds a second section of a type it may hold only once (role "onePerPage": the hero, whose headline is the page\'s one h1).',
  'broken-link': 'An internal link leads to no page.',
  'unsafe-link':
    'A link that is not a site path (/…), an #anchor, or an https:, mailto: or tel: address: //host, http:, javascript:, data:, a relative path.',
  'media-origin':
    "A video's address is on an origin the site's Content-Security-Policy does not let it play from.",
  'reserved-anchor':
    'A section or sidebar anchor is an id the page frame already uses (main, site-menu, page-opening-end…).',
  'missing-anchor': 'A link points to an #anchor that its page does not have.',
  'anchor-without-page':
    'A bare #anchor link in a file shared by every page (site.json), where it has no page.',
  'missing-asset': 'A referenced file does not exist under public/ (paths are case-sensitive).',
  'missing-stored-file':
    "A storage:<bucket>/<file> address (a video's) names no file in the backend's local storage folder (supabase/storage/).",
  'photo-not-indexed':
    'A file in the photos folder that pages-json/media.json does not list: not added through the photo pipeline, or its upload was cut off.',
  'temporary-file':
    'A temporary file that a write (a save, `npm run migrate`, `media:add`) left when it was stopped before it finished; the file it was for is whole without it.',
  'indexed-photo-missing':
    'An entry of pages-json/media.json names a photo that is not in public/ (deleted by hand, or a deletion was cut off).',
  'unused-photo':
    'A photo added with `npm run media:add` that no page, fragment or site.json uses (a warning).',
  'missing-fragment': 'A fragment reference names no file in pages-json/fragments/.',
  'fragment-type-mismatch':
    "A fragment reference's type is not the type of the fragment's section.",
  'not-unique-copy': `A town page has fewer than ${MIN_UNIQUE_WORDS} words that appear on no other page.`,
  'link-to-draft': 'A published page links to a draft, which the build leaves out.',
  'not-a-nearby-town':
    'A townLinks "nearby" path leads to the page itself or to a page that is not a town page.',
  'empty-derived-list':
    'A townCards section or sitemap group would list no page, so it shows nothing (a warning).',
  'reviewer-elsewhere':
    'The same reviewer name appears with different locations on different pages (a warning).',
  'unknown-token':
    'A word in braces that is not one of the tokens {phone}, {email}, {location}, {brand}: "{phon}".',
  'hyphen-in-range':
    'A number range in visible text is written with a hyphen, not an en dash: "3-5" for "3–5" (a warning).',
  // Drafts
  'unfinished-placeholder':
    'Text still holds a "TODO(author):" placeholder from npm run new:town (a warning in a draft).',
} as const satisfies Record<string, string>;

export type ProblemCode = keyof typeof problemCodes;

export const isProblemCode = (code: string): code is ProblemCode =>
  Object.hasOwn(problemCodes, code);
