/**
 * styled-components puts two classes on every element it renders: the component's id
 * (`sc-1o1t2mn-0`, from babel-plugin-styled-components, see vite.config.ts) and the class that
 * carries its styles. The id only matters where a selector names it (a component selector such
 * as `${Card}:hover &`); everywhere else it is bytes in the page's first window. The pre-render
 * drops the ids that no selector of the page names, from the page's static markup only: an
 * island's markup is left as React wrote it, so that hydration meets what it renders itself.
 *
 * The rewrite is HTML-aware: the document is parsed (parse5, the parser jsdom uses) with source
 * locations, and only the byte ranges of the class attributes it changes are replaced. Every
 * other byte of the page, inline scripts and styles included, is left as it was.
 */
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';
import { ISLAND } from '../../../src/shared/islandAttributes.ts';
import { escapeAttribute, isElement } from '../html.ts';

/** A component id as babel-plugin-styled-components writes it (no namespace): sc-<hash>-<n>. */
const COMPONENT_ID = /^sc-[a-z0-9]+-\d+$/;
/** The same inside CSS text, after the dot of a class selector. */
const COMPONENT_ID_IN_CSS = /\.(sc-[a-z0-9]+-\d+)(?![\w-])/g;
/**
 * styled-components' rehydration markers (`data-styled.g4[id="sc-1o1t2mn-0"]{content:"eLtNfI,"}`)
 * name every component of the sheet; they are not selectors that match anything on the page.
 */
const REHYDRATION_MARKER = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g;

/** The component ids that the selectors of `css` name (rehydration markers left out). */
export function componentIdsInSelectors(css: string): Set<string> {
  const selectors = css.replace(REHYDRATION_MARKER, '');
  return new Set([...selectors.matchAll(COMPONENT_ID_IN_CSS)].map((match) => match[1]!));
}

export interface StripResult {
  html: string;
  /** Class attributes rewritten. */
  attributes: number;
  /** Component-id classes removed. */
  removed: number;
  /** The ids kept because a selector of the page names them. */
  kept: string[];
}

const attribute = (element: Html.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name && !attr.namespace)?.value;
const textOf = (element: Html.Element) =>
  element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');

/** Every element of the document in order, with whether it lies in an island (or is one). */
function* elements(
  node: Html.ParentNode,
  inIsland = false,
): Generator<{ element: Html.Element; inIsland: boolean }> {
  const children = 'content' in node ? node.content.childNodes : node.childNodes;
  for (const child of children) {
    if (!isElement(child)) continue;
    const island = inIsland || attribute(child, ISLAND.name) !== undefined;
    yield { element: child, inIsland: island };
    yield* elements(child, island);
  }
}

/**
 * Removes from `html` the component-id classes that no selector of the page's own <style>
 * elements names, outside islands. Returns the page unchanged where there is nothing to remove.
 */
export function stripUnreferencedComponentIds(html: string): StripResult {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elements(document)];
  const css = all
    .filter(({ element }) => element.tagName === 'style')
    .map(({ element }) => textOf(element))
    .join('\n');
  const referenced = componentIdsInSelectors(css);
  const edits: { start: number; end: number; text: string }[] = [];
  let removed = 0;
  for (const { element, inIsland } of all) {
    const value = attribute(element, 'class');
    if (inIsland || value === undefined) continue;
    const classes = value.split(/[\t\n\f\r ]+/).filter(Boolean);
    const kept = classes.filter((name) => !COMPONENT_ID.test(name) || referenced.has(name));
    if (kept.length === classes.length) continue;
    const location = element.sourceCodeLocation?.attrs?.class;
    if (!location) throw new Error(`No source location for the class of <${element.tagName}>.`);
    const { startOffset: start, endOffset: end } = location;
    if (!/^class\s*=/i.test(html.slice(start, end)))
      throw new Error(`The class attribute at ${start} is not where the parser said it was.`);
    removed += classes.length - kept.length;
    // An attribute left empty goes, with the space before it.
    edits.push(
      kept.length > 0
        ? { start, end, text: `class="${escapeAttribute(kept.join(' '))}"` }
        : { start: /\s/.test(html[start - 1] ?? '') ? start - 1 : start, end, text: '' },
    );
  }
  const pieces: string[] = [];
  let from = 0;
  for (const edit of edits) {
    pieces.push(html.slice(from, edit.start), edit.text);
    from = edit.end;
  }
  pieces.push(html.slice(from));
  return { html: pieces.join(''), attributes: edits.length, removed, kept: [...referenced].sort() };
}
