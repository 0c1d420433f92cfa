/**
 * The pre-render's last guard for element ids: an id names one element, and a page with two
 * elements of one id sends links to #id, labels, aria-controls and the page's scripts to the
 * first only (tabs that open the wrong panel, a skip link that lands in the sidebar). The
 * validator refuses the causes it knows (anchors, tab ids); this catches any cause, at the output.
 *
 * The document is parsed with parse5 (the parser jsdom uses), so only real id attributes count:
 * not text that looks like one in a script, a style or a comment. A <template>'s content is not
 * part of the document, and with scripting on neither is <noscript>'s, so neither is read.
 */
import { parse, type DefaultTreeAdapterTypes as Html } from 'parse5';
import { isElement } from '../html.ts';

/** The build stops here: its message is for the author, whole, with no stack trace. */
export class RepeatedIds extends Error {}

export interface DuplicateId {
  id: string;
  /** How many elements carry it (2 or more). */
  count: number;
}

function* elements(node: Html.ParentNode): Generator<Html.Element> {
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** Each id that more than one element of the document carries, in the order of its first use. */
export function duplicateIds(html: string): DuplicateId[] {
  const counts = new Map<string, number>();
  for (const element of elements(parse(html))) {
    const id = element.attrs.find((attr) => attr.name === 'id' && !attr.namespace)?.value;
    if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([id, count]) => ({ id, count }));
}

interface RoutedPage {
  file: { path: string };
  doc: { path: string; aliases?: readonly string[] };
}

/** The page file (pages-json/… display path) that each route, path or alias, is made from. */
export function pageFilesByRoute(pages: readonly RoutedPage[]): Map<string, string> {
  return new Map(
    pages.flatMap(({ file, doc }) =>
      [doc.path, ...(doc.aliases ?? [])].map((route) => [route, file.path] as const),
    ),
  );
}

/**
 * What the build says about one page with repeated ids: the route, each id and how often, the
 * page file that made it (undefined for a page no file makes, such as 404.html), and what to do.
 */
export function duplicateIdMessage(
  route: string,
  file: string | undefined,
  duplicates: readonly DuplicateId[],
): string {
  const ids = duplicates.map(({ id, count }) => `"${id}" (${count} elements)`).join(', ');
  const source = file ?? 'no page file (the page frame in src/ makes it)';
  const cause = file
    ? `an "anchor" or tab "id" in ${file} that repeats another or an id of the page frame, or else the component that writes the id`
    : 'the component that writes the id';
  return `${route}, made from ${source}, gives one id to several elements: ${ids}. An id names one element: links to #id, labels, aria-controls and the page's scripts find only the first. Give each element its own id: look for ${cause}.`;
}
