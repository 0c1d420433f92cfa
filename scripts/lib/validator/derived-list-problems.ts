import { isRecord, valueAt } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import { isDraft } from './placeholders.ts';
import type { Problem } from './problem.ts';

/** A list a section derives from the page files' listing groups, and where the page names it. */
interface DerivedList {
  pointer: string;
  group: string;
  what: string;
}

function derivedLists(doc: unknown): DerivedList[] {
  const sections = valueAt(doc, ['sections']);
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index): DerivedList[] => {
    if (!isRecord(section)) return [];
    if (section.type === 'townCards')
      return [{ pointer: `/sections/${index}`, group: 'town', what: 'town cards' }];
    if (section.type === 'townLinks' && section.nearby === undefined)
      return [{ pointer: `/sections/${index}`, group: 'town', what: 'town links' }];
    if (section.type !== 'sitemapIndex' || !Array.isArray(section.groups)) return [];
    return section.groups.flatMap((group: unknown, g) =>
      isRecord(group) && typeof group.group === 'string'
        ? [
            {
              pointer: `/sections/${index}/groups/${g}`,
              group: group.group,
              what: `list "${String(group.heading)}"`,
            },
          ]
        : [],
    );
  });
}

/**
 * A derived list with no entries renders nothing (a public page never shows a placeholder), so
 * the author is told, as a warning: the page still builds, only without that list. Drafts are
 * left out of the build, so they neither fill a list nor are checked.
 */
export function emptyDerivedListProblems(
  resolvedPages: ReadonlyMap<JsonSource, unknown>,
): Problem[] {
  const published = [...resolvedPages].filter(([, doc]) => !isDraft(doc));
  const groups = new Set(published.map(([, doc]) => valueAt(doc, ['listing', 'group'])));
  return published.flatMap(([source, doc]) =>
    derivedLists(doc)
      .filter((list) => !groups.has(list.group))
      .map((list) =>
        source.problem(
          'empty-derived-list',
          list.pointer,
          `the ${list.what} would be empty: no published page has "listing": { "group": "${list.group}" }, so the page shows nothing here. Publish a page of that group, or remove this ${list.pointer.includes('groups') ? 'group' : 'section'}.`,
          { severity: 'warning' },
        ),
      ),
  );
}
