/**
 * The one way the scripts write into HTML that parse5 has read: an attribute value escaped for a
 * double-quoted attribute, as React escapes it, and the parse5 element test.
 */
import type { DefaultTreeAdapterTypes as Html } from 'parse5';

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const isElement = (node: Html.Node): node is Html.Element => 'tagName' in node;
