import { sectionRoles } from '../../src/generated/sectionTypes.ts';
import { isRecord } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import type { Problem } from './problem.ts';
import { quoted } from './describe-values.ts';

/** The types whose schema gives them the sidebar role: the only ones the narrow column holds. */
const sidebarTypes = () =>
  Object.entries(sectionRoles)
    .filter(([, roles]) => roles.includes('sidebar'))
    .map(([type]) => type);

/**
 * A page's sidebar holds only section types made for it (schema role "sidebar"); anything else
 * (a full-width hero, a gallery) would be squeezed into a column a third of the page wide.
 * An unknown type is the schema's problem, so it is left to that check.
 */
export function slotProblems(source: JsonSource): Problem[] {
  const sidebar = isRecord(source.value) ? source.value.sidebar : undefined;
  if (!Array.isArray(sidebar)) return [];
  const allowed = sidebarTypes();
  return sidebar.flatMap((item: unknown, index) => {
    const type = isRecord(item) ? item.type : undefined;
    if (typeof type !== 'string' || !Object.hasOwn(sectionRoles, type) || allowed.includes(type))
      return [];
    const message = `a ${quoted(type)} section cannot sit in the sidebar: the narrow column beside the page holds only ${allowed.map((t) => `${quoted(t)}`).join(' or ')} sections. Move it into "sections", or use one of those here.`;
    return [source.problem('not-for-sidebar', `/sidebar/${index}`, message)];
  });
}
