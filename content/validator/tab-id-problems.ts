import { isFragmentFile } from '../fragments.ts';
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

type Tabs = { tabs: unknown[]; pointer: string };

/** The tab list of each tabs section written in the file; a fragment file is one section. */
function tabLists(source: JsonSource): Tabs[] {
  const doc = source.value;
  if (!isRecord(doc)) return [];
  const sections: { section: unknown; pointer: string }[] = isFragmentFile(source)
    ? [{ section: doc, pointer: '' }]
    : (['sections', 'sidebar'] as const).flatMap((list) =>
        (Array.isArray(doc[list]) ? doc[list] : []).map((section: unknown, index) => ({
          section,
          pointer: `/${list}/${index}`,
        })),
      );
  return sections.flatMap(({ section, pointer }) =>
    isRecord(section) && section.type === 'tabs' && Array.isArray(section.tabs)
      ? [{ tabs: section.tabs as unknown[], pointer }]
      : [],
  );
}

/**
 * Two tabs of one tabs section may not share an id: the page makes each tab's and panel's element
 * id from it, so both tabs would control the first panel. Checked where the tabs are written (a
 * page, a fragment reference's own "tabs", or a fragment file), so each is reported once. The ids
 * carry a prefix of their section's own, so tabs of different sections never meet anchors or ids.
 */
export function tabIdProblems(source: JsonSource): Problem[] {
  return tabLists(source).flatMap(({ tabs, pointer }) => {
    const firstUse = new Map<string, number>();
    return tabs.flatMap((tab, index) => {
      const id = isRecord(tab) ? tab.id : undefined;
      if (typeof id !== 'string') return [];
      const earlier = firstUse.get(id);
      if (earlier === undefined) {
        firstUse.set(id, index);
        return [];
      }
      const message = `tab id ${quoted(id)} is also the id of tab ${earlier} in this section. Each tab's id names its panel on the page, so this tab would show tab ${earlier}'s panel. Give each tab its own id, e.g. ${quoted(`${id}-${index + 1}`)}.`;
      return [source.problem('duplicate-tab-id', `${pointer}/tabs/${index}/id`, message)];
    });
  });
}
