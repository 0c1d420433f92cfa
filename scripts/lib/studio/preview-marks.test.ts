import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../../src/generated/content.ts';
import { renderPage } from '../../../tests/support/renderPage.ts';
import type { Json } from '../../../src/shared/studio/api.ts';
import {
  fragmentMap,
  isFragmentFile,
  resolveFragments,
  isSiteFile,
  loadContentFiles,
} from '../../../content/node.ts';
import { pagesDir } from '../paths.ts';
import { PREVIEW_FIELD, PREVIEW_SECTION } from '../../../src/shared/studio/preview.ts';
import { marksToAttributes } from './preview-marks.ts';
import { pageToPreview } from './preview.ts';

const files = (await loadContentFiles(pagesDir)).filter(
  (file) => !isFragmentFile(file) && !isSiteFile(file),
);
const fragments = fragmentMap(await loadContentFiles(pagesDir));
const studioAttributes = new RegExp(` (${PREVIEW_FIELD}|${PREVIEW_SECTION})="[^"]*"`, 'g');

describe('the preview of every page file, marked', () => {
  it.each(files.map((file) => [file.path, file.text]))(
    '%s is the unmarked page, byte for byte, plus the studio attributes',
    async (_, text) => {
      const written = JSON.parse(text) as Json;
      const plain = resolveFragments(written, fragments).doc as unknown as PageDocument;
      const marked = await pageToPreview(written, pagesDir);
      const [unmarked, preview] = await Promise.all([
        renderPage(plain.path, '', plain),
        renderPage(marked.path, '', marked),
      ]);
      const shown = marksToAttributes(preview.html);
      expect(shown.replace(studioAttributes, '')).toBe(unmarked.html);
      expect(shown).toContain(`${PREVIEW_FIELD}="/sections/0/`);
    },
  );
});
