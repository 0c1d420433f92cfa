/**
 * What typing on the page (Preview.tsx, canvasEditing.ts) does to the open document: the same
 * change as the text's field in the pane makes, so a burst of typing is one undo step, the
 * checks, the problems at the field and the unsaved guard follow, and an optional text emptied
 * is left out rather than stored as "".
 */
import type { Catalog } from './catalog.ts';
import type { Json, Schema } from './client.ts';
import type { FieldEnv } from './FieldContext.tsx';
import { pathOf } from './problemPlace.ts';
import { isObject, isRequiredAt } from './schema.ts';
import { valueAt } from './useHistory.ts';

/** What the preview asks of the editor while the author types on the page. */
export interface CanvasEdits {
  valueAt: (pointer: string) => Json | undefined;
  onStart: (pointer: string) => void;
  onText: (pointer: string, text: string) => void;
  onEnd: () => void;
}

interface Env {
  doc: Json;
  catalog: Catalog;
  change: FieldEnv['change'];
}

/** Whether the field at `path` in the page is required, as its field in the pane says. */
function requiredAt({ doc, catalog }: Env, path: (string | number)[]) {
  const [list, index, ...rest] = path;
  if (list !== 'sections' && list !== 'sidebar') return isRequiredAt(catalog.page, path);
  const section = valueAt(doc, [list, index!]);
  const type = catalog.sections.find((t) => isObject(section) && t.type === section.type);
  return !type || isRequiredAt(type.schema as Schema, rest);
}

/** The values the page shows, and the change a text typed on it makes. */
export const canvasEdits = (env: Env): Pick<CanvasEdits, 'valueAt' | 'onText'> => ({
  valueAt: (pointer) => valueAt(env.doc, pathOf(pointer)),
  onText: (pointer, text) => {
    const path = pathOf(pointer);
    const keep = text !== '' || requiredAt(env, path);
    env.change(path, keep ? text : undefined, { typing: true });
  },
});
