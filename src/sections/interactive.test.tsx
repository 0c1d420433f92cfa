import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/support/render.tsx';
import { PageListingsProvider } from '../data/PageDataContext.tsx';
import { interactiveSectionTypes, sectionRegistry, type SectionEntry } from './registry.ts';

const sectionsDir = path.resolve(import.meta.dirname, '../../schemas/sections');

/** Every section type with the examples its schema gives (what docs/section-reference.md shows). */
const examples = readdirSync(sectionsDir).map((file) => {
  const schema = JSON.parse(readFileSync(path.join(sectionsDir, file), 'utf8')) as {
    properties: { type: { const: keyof typeof sectionRegistry } };
    examples: object[];
  };
  return [schema.properties.type.const, schema.examples] as const;
});

describe('interactive sections', () => {
  it.each(examples)(
    '%s holds an island exactly when the registry flags it interactive',
    (type, sectionExamples) => {
      const { component: Component } = sectionRegistry[type] as SectionEntry<typeof type>;
      const islands = sectionExamples.map((example) => {
        const { container, unmount } = renderWithSite(
          <PageListingsProvider value={[]}>
            <Component section={example as never} />
          </PageListingsProvider>,
        );
        const found = container.querySelectorAll('[data-island]').length;
        unmount();
        return found;
      });
      if (interactiveSectionTypes.has(type)) expect(Math.max(...islands)).toBeGreaterThan(0);
      else expect(islands.every((found) => found === 0)).toBe(true);
    },
  );
});
