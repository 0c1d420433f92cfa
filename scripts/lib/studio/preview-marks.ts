/**
 * The preview page with its marks (author-text-marks.ts) turned into attributes the studio reads:
 * the element that shows a marked text, or whose attribute (alt, aria-label, title…) holds one,
 * gets `data-studio-field="<pointer>"` (the first, where it shows several fields); the widest
 * element whose marked texts all come from one section gets `data-studio-section="/sections/3"`.
 * Then every mark is removed, so the browser never lays a mark out.
 *
 * The page is parsed (parse5) with source locations and only the attributes are inserted: every
 * other byte is the page as rendered, less its marks.
 */
import { VERCEL_STEGA_REGEX } from '@vercel/stega';
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';
import { PREVIEW_FIELD, PREVIEW_SECTION } from '../../../src/shared/studio/preview.ts';
import { parsePointer, toPointer } from '../../../content/index.ts';
import { marksIn } from './author-text-marks.ts';
import { escapeAttribute, isElement } from '../html.ts';

/** The elements whose attributes are no place for the studio's: the head's. */
const HEAD_ONLY = new Set(['head', 'title', 'meta', 'link', 'script', 'style', 'template']);

const belowBody = (node: Html.Node | null): node is Html.Element =>
  node !== null && isElement(node) && node.tagName !== 'body' && node.tagName !== 'html';
const MARK = new RegExp(VERCEL_STEGA_REGEX.source, 'u');
const hasMark = (text: string) => MARK.test(text);

/** The section a field's pointer lies in ("/sections/3"), or none for the page's own fields. */
function sectionOf(pointer: string): string | undefined {
  const [list, index] = parsePointer(pointer);
  return (list === 'sections' || list === 'sidebar') && /^\d+$/.test(index ?? '')
    ? toPointer([list, index!])
    : undefined;
}

interface Marked {
  element: Html.Element;
  /** The fields it shows, in order; a pointer to a whole section marks a fragment's text. */
  pointers: string[];
}

/** Every element showing or holding a mark, in document order. */
function markedElements(document: Html.Document): Marked[] {
  const found = new Map<Html.Element, string[]>();
  const add = (element: Html.Element, text: string) => {
    if (!hasMark(text) || HEAD_ONLY.has(element.tagName)) return;
    found.set(element, [...(found.get(element) ?? []), ...marksIn(text)]);
  };
  const visit = (node: Html.ParentNode) => {
    const children = 'content' in node ? node.content.childNodes : node.childNodes;
    for (const child of children) {
      if (child.nodeName === '#text' && isElement(node)) add(node, (child as Html.TextNode).value);
      if (!isElement(child)) continue;
      for (const attr of child.attrs) add(child, attr.value);
      visit(child);
    }
  };
  visit(document);
  return [...found].map(([element, pointers]) => ({ element, pointers }));
}

/** Each section's widest elements: those whose marked texts are all that section's. */
function sectionRoots(marked: Marked[]): Map<Html.Element, string> {
  const sectionsIn = new Map<Html.Element, Set<string>>();
  for (const { element, pointers } of marked) {
    for (const section of pointers.map(sectionOf)) {
      if (section === undefined) continue;
      // Up to the body, never beyond: the page's frame is no section's.
      for (let node: Html.Node | null = element; belowBody(node); node = node.parentNode)
        sectionsIn.set(node, (sectionsIn.get(node) ?? new Set()).add(section));
    }
  }
  const roots = new Map<Html.Element, string>();
  for (const [node, sections] of sectionsIn) {
    if (sections.size !== 1) continue;
    if (sectionsIn.get(node.parentNode as Html.Element)?.size === 1) continue;
    roots.set(node, [...sections][0]!);
  }
  return roots;
}

/** The page with its marks as attributes, and no mark left. */
export function marksToAttributes(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const marked = markedElements(document);
  const added = new Map<Html.Element, string>();
  const addAttribute = (element: Html.Element, name: string, value: string) =>
    added.set(element, `${added.get(element) ?? ''} ${name}="${escapeAttribute(value)}"`);
  for (const { element, pointers } of marked) {
    const field = pointers.find(
      (pointer) => parsePointer(pointer).length > 2 || !sectionOf(pointer),
    );
    if (field !== undefined) addAttribute(element, PREVIEW_FIELD, field);
  }
  for (const [element, section] of sectionRoots(marked))
    addAttribute(element, PREVIEW_SECTION, section);
  const inserts = [...added].flatMap(([element, text]) => {
    const tag = element.sourceCodeLocation?.startTag;
    if (!tag) return [];
    // Before the start tag's `>`, or its `/>` (React writes void elements so).
    const at = html[tag.endOffset - 2] === '/' ? tag.endOffset - 2 : tag.endOffset - 1;
    return [{ at, text }];
  });
  let out = html;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at))
    out = out.slice(0, at) + text + out.slice(at);
  return out.replace(VERCEL_STEGA_REGEX, '');
}
