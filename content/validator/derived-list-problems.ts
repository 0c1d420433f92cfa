import { sectionPageLists } from '../../src/generated/sectionTypes.ts';
import { isRecord, valueAt } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import { isDraft } from './placeholders.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

/** A list a section derives from the page files' listing groups, and where the page names it. */
interface DerivedList {
  pointer: string;
  group: string;
  what: string;
  /** Whether the list is one item of the section's lists, not the whole section. */
  isItem: boolean;
}

/** The lists a page's sections derive, as each type's schema declares ("sectionPageLists"). */
function derivedLists(doc: unknown): DerivedList[] {
  const sections = valueAt(doc, ['sections']);
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: unknown, index): DerivedList[] => {
    const lists = isRecord(section) ? sectionPageLists[String(section.type)] : undefined;
    if (!isRecord(section) || !lists) return [];
    const pointer = `/sections/${index}`;
    if ('group' in lists)
      return lists.unlessSet !== undefined && section[lists.unlessSet] !== undefined
        ? []
        : [{ pointer, group: lists.group, what: lists.label, isItem: false }];
    const items = section[lists.eachIn];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item: unknown, i) =>
      isRecord(item) && typeof item[lists.groupField] === 'string'
        ? [
            {
              pointer: `${pointer}/${lists.eachIn}/${i}`,
              group: item[lists.groupField] as string,
              what: `list ${quoted(String(item[lists.labelField]))}`,
              isItem: true,
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
          `the ${list.what} would be empty: no published page has "listing": { "group": ${quoted(list.group)} }, so the page shows nothing here. Publish a page of that group, or remove this ${list.isItem ? 'group' : 'section'}.`,
          { severity: 'warning' },
        ),
      ),
  );
}
