/**
 * Words of code, not of an author: what a field's key may hold ("ogImage", "href", "noindex") and
 * a label in the studio must not. The studio's label test and its end-to-end scan share them.
 */
export const CODE_WORDS =
  /\b(src|href|url|og|noindex|e164|ms|hic|hex|geo|meta|nav|json|id|cta|alt|img|config)\b/i;

/** A word written as code: lower then upper case inside it ("ogImage", "schemaVersion"). */
export const CAMEL_CASE = /[a-z][A-Z]/;
