import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import type { PageRoute } from './route-table.ts';
import { quoted } from './describe-values.ts';

/** Each `nearby` path of a section, with its pointer (sections and sidebar alike). */
function nearbyPaths(doc: unknown): { pointer: string; path: string }[] {
  if (!isRecord(doc)) return [];
  return (['sections', 'sidebar'] as const).flatMap((list) =>
    (Array.isArray(doc[list]) ? doc[list] : []).flatMap((section: unknown, index) =>
      isRecord(section) && Array.isArray(section.nearby)
        ? section.nearby.flatMap((path: unknown, item) =>
            typeof path === 'string' ? [{ pointer: `/${list}/${index}/nearby/${item}`, path }] : [],
          )
        : [],
    ),
  );
}

/**
 * A page's nearby towns must be other town pages: a list of neighbours that names the page
 * itself or a page of another kind would show a wrong link under a "nearby towns" heading.
 * A path that leads nowhere is reported as a broken link by the reference check.
 */
export function nearbyProblems(
  source: JsonSource,
  routes: ReadonlyMap<string, PageRoute>,
  ownPage: PageRoute | undefined,
): Problem[] {
  return nearbyPaths(source.value).flatMap(({ pointer, path }) => {
    const page = routes.get(path);
    if (!page) return [];
    if (page === ownPage) {
      const message = `${quoted(path)} is this page itself. List the town pages near this one, not the page.`;
      return [source.problem('not-a-nearby-town', pointer, message)];
    }
    if (page.group === 'town') return [];
    const message = `${quoted(path)} is ${page.file}, which is not a town page (its listing group is ${page.group ? `${quoted(page.group)}` : 'missing'}). List only pages with "listing": { "group": "town" }.`;
    return [source.problem('not-a-nearby-town', pointer, message)];
  });
}
