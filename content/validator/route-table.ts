import { FRAME_IDS, isFrameId } from '../../src/shared/frameIds.ts';
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { ProblemCode } from './codes.ts';
import { isDraft } from './placeholders.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

export interface PageRoute {
  file: string;
  path: string;
  anchors: string[];
  /** A draft is left out of the published site. */
  draft: boolean;
  /** Its listing group (e.g. "town"), if it is listed. */
  group?: string;
}

interface Claim {
  page: PageRoute;
  kind: 'path' | 'alias';
}

export interface RouteTable {
  routes: Map<string, PageRoute>;
  pageOf: Map<JsonSource, PageRoute>;
  problems: Problem[];
}

const strings = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((v) => (typeof v === 'string' ? v : undefined));

/** Each section of the page and of its sidebar: one page, so one set of element ids. */
export function sectionsOf(doc: Record<string, unknown>) {
  return (['sections', 'sidebar'] as const).flatMap((list) =>
    (Array.isArray(doc[list]) ? doc[list] : []).map((section: unknown, index) => ({
      section,
      pointer: `/${list}/${index}`,
      name: list === 'sections' ? `section ${index}` : `sidebar section ${index}`,
    })),
  );
}

/**
 * The page's anchors, sections and sidebar alike; an anchor that repeats an earlier one, or
 * takes an id of the page frame, is a problem: each becomes an element id on the same page.
 */
function sectionAnchors(source: JsonSource, doc: Record<string, unknown>, problems: Problem[]) {
  const firstUse = new Map<string, string>();
  for (const { section, pointer, name } of sectionsOf(doc)) {
    const anchor = isRecord(section) ? section.anchor : undefined;
    if (typeof anchor !== 'string') continue;
    if (isFrameId(anchor) && !source.syntaxProblem) {
      const message = `anchor ${quoted(anchor)} is an id the page frame already gives one of its own elements (it uses ${FRAME_IDS.join(', ')}), and two elements may not share an id: links, the skip link and the page's scripts would find the wrong one. Choose another anchor, e.g. ${quoted(`${anchor}-section`)}.`;
      problems.push(source.problem('reserved-anchor', `${pointer}/anchor`, message));
    }
    const earlier = firstUse.get(anchor);
    if (earlier === undefined) firstUse.set(anchor, name);
    else if (!source.syntaxProblem) {
      const message = `anchor ${quoted(anchor)} is also used by ${earlier}. Give each section its own anchor.`;
      problems.push(source.problem('duplicate-anchor', `${pointer}/anchor`, message));
    }
  }
  return [...firstUse.keys()];
}

/**
 * Which page each path and alias leads to. The first file (in file order) keeps a contested path;
 * an alias never wins over a page's path. Files with syntax errors still claim their routes, so
 * links to them are not reported as broken, but their own conflicts are not reported.
 */
export function buildRouteTable(pages: JsonSource[]): RouteTable {
  const claims = new Map<string, Claim>();
  const pageOf = new Map<JsonSource, PageRoute>();
  const problems: Problem[] = [];
  const report = (source: JsonSource, code: ProblemCode, pointer: string, message: string) => {
    if (!source.syntaxProblem) problems.push(source.problem(code, pointer, message));
  };
  for (const source of pages) {
    const doc = isRecord(source.value) ? source.value : {};
    if (typeof doc.path !== 'string') continue;
    const page = {
      file: source.path,
      path: doc.path,
      anchors: sectionAnchors(source, doc, problems),
      draft: isDraft(doc),
      group: isRecord(doc.listing) ? String(doc.listing.group) : undefined,
    };
    pageOf.set(source, page);
    const other = claims.get(page.path);
    if (other) {
      report(
        source,
        'duplicate-path',
        '/path',
        `${quoted(page.path)} is also the path of ${other.page.file}. Give each page its own path.`,
      );
    } else {
      claims.set(page.path, { page, kind: 'path' });
    }
  }
  for (const [source, page] of pageOf) {
    const aliases = strings(isRecord(source.value) ? source.value.aliases : undefined);
    aliases.forEach((alias, index) => {
      if (alias === undefined) return;
      const other = claims.get(alias);
      const pointer = `/aliases/${index}`;
      if (!other) claims.set(alias, { page, kind: 'alias' });
      else if (other.kind === 'path' && other.page === page) {
        report(
          source,
          'alias-is-a-path',
          pointer,
          `alias ${quoted(alias)} is this page's own path. Remove the alias.`,
        );
      } else if (other.kind === 'path') {
        report(
          source,
          'alias-is-a-path',
          pointer,
          `alias ${quoted(alias)} is the path of ${other.page.file}. Remove the alias or pick an address no page uses.`,
        );
      } else if (other.page !== page) {
        report(
          source,
          'duplicate-alias',
          pointer,
          `alias ${quoted(alias)} is also an alias of ${other.page.file}. Keep it on one page only.`,
        );
      }
    });
  }
  const routes = new Map([...claims].map(([route, claim]) => [route, claim.page]));
  return { routes, pageOf, problems };
}
