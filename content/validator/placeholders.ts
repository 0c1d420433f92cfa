/**
 * Drafts and their placeholders. `npm run new:town` writes every text the author must still
 * write as "TODO(author): what to write here", in a page marked `"draft": true`. The validator
 * reports each such text: as a warning while the page is a draft, as an error once it is not
 * (the build would publish it).
 */
import path from 'node:path';
import { isRecord, stringLeaves, toPointer } from './json-pointer.ts';
import type { JsonSource } from './json-source.ts';
import { isPlaceholder } from '../../src/shared/authorText.ts';
import type { Problem } from './problem.ts';

/** A page marked `"draft": true`: shown in development, left out of the published site. */
export const isDraft = (doc: unknown): boolean => isRecord(doc) && doc.draft === true;

/**
 * Site facts the site leaves out while they are placeholders (it never shows one, nor a made-up
 * value), so a placeholder there is a warning: the owner has not supplied the fact yet.
 */
const WITHHELD_WHILE_PLACEHOLDER: Record<string, string> = {
  '/hicRegistration': 'NJ Home Improvement Contractor registration number',
};

/** Every string of the file that still holds the placeholder marker. */
export function placeholderProblems(source: JsonSource): Problem[] {
  const draft = isDraft(source.value);
  const placeholders = stringLeaves(source.value).filter(({ text }) => isPlaceholder(text));
  return placeholders.map(({ segments, text }) => {
    const pointer = toPointer(segments);
    const found = `still a placeholder (${JSON.stringify(text)}).`;
    const withheld = WITHHELD_WHILE_PLACEHOLDER[pointer];
    if (withheld !== undefined && path.posix.basename(source.path) === 'site.json')
      return source.problem(
        'unfinished-placeholder',
        pointer,
        `${found} Until it is written, the site shows no ${withheld}. Write the real one when the owner supplies it.`,
        { severity: 'warning' },
      );
    const message = draft
      ? `${found} Write the text it asks for before removing "draft".`
      : `${found} This page is not a draft, so the build would publish it. Write the text it asks for, or add "draft": true until the page is finished.`;
    return source.problem('unfinished-placeholder', pointer, message, {
      severity: draft ? 'warning' : 'error',
    });
  });
}
