import { sectionRoles } from '../../src/generated/sectionTypes.ts';
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';
import { sectionsOf } from './route-table.ts';

const isOnePerPage = (type: string) =>
  Object.hasOwn(sectionRoles, type) && sectionRoles[type]!.includes('onePerPage');

/**
 * A section type whose schema gives it the role "onePerPage" (the hero: its headline is the
 * page's h1, id "page-heading") writes an element id of the page's own, so a second one on the
 * page repeats that id, which the build's last guard refuses (scripts/lib/build/duplicate-ids.ts).
 * Said here, at the second section, before any build. Given the page with its fragments resolved,
 * so a hero that a fragment brings counts too; the sidebar is the same page.
 */
export function onePerPageProblems(page: JsonSource): Problem[] {
  if (page.syntaxProblem || !isRecord(page.value)) return [];
  const firstOf = new Map<string, string>();
  return sectionsOf(page.value).flatMap(({ section, pointer, name }) => {
    const type = isRecord(section) ? section.type : undefined;
    if (typeof type !== 'string' || !isOnePerPage(type)) return [];
    const first = firstOf.get(type);
    if (first === undefined) {
      firstOf.set(type, name);
      return [];
    }
    const message = `a second ${quoted(type)} section on this page; ${first} is one already. A page may hold one ${quoted(type)} only: each writes the same element id, and an id names one element, so the build would stop. Remove this section, or move what it says into ${first}.`;
    return [page.problem('one-per-page', pointer, message)];
  });
}
