/**
 * Reading the preview page as the studio's canvas: the dev server marks each element with the
 * field whose text it shows and each section's element (src/shared/studio/preview.ts), so a click
 * maps to its field by those marks, never by comparing words.
 */
import { PREVIEW_FIELD, PREVIEW_SECTION } from '../shared/studio/preview.ts';

/** The pointer of the field an element shows, or else of the section it lies in. */
export function placeAt(target: Element): string | undefined {
  const field = target.closest(`[${PREVIEW_FIELD}]`)?.getAttribute(PREVIEW_FIELD);
  return (
    field ?? target.closest(`[${PREVIEW_SECTION}]`)?.getAttribute(PREVIEW_SECTION) ?? undefined
  );
}
