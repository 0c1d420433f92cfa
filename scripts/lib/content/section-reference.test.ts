import { describe, expect, it } from 'vitest';
import { REFERENCE_END, REFERENCE_START, withReference } from '../../gen-docs.ts';
import { readSectionCatalog } from './read-section-catalog.ts';
import { sectionReference } from './section-reference.ts';

const catalog = readSectionCatalog();
const reference = sectionReference(catalog);

/** The reference's entry for one section type: from its heading to the next. */
const entry = (type: string) => {
  const start = reference.indexOf(`### ${type}\n`);
  expect(start, `entry for ${type}`).toBeGreaterThan(-1);
  const next = reference.indexOf('\n### ', start + 1);
  return reference.slice(start, next === -1 ? undefined : next);
};

describe('section reference', () => {
  it('has one entry per section type in the schemas', () => {
    const types = catalog.map(({ type }) => type);
    const headings = [...reference.matchAll(/^### (\w+)$/gm)].map((match) => match[1]);
    expect(headings.sort()).toEqual(types.sort());
  });

  it("lists a section's fields with the schema's words, nested fields under their parent", () => {
    const hero = entry('hero');
    expect(hero).toContain(
      "| `headline` | text (at least 2 characters) | yes | The page's main heading (its only h1). |",
    );
    expect(hero).toContain(
      '| `actions` | list (at most 3 items) of Action |  | Buttons under the subtitle. |',
    );
    // A field defined elsewhere (common.schema.json's action) brings its own description.
    expect(hero).toMatch(
      /\| `actions\[\]\.intent` \| "estimate" or "link" \| yes \| "estimate" opens/,
    );
  });

  it("shows the schema's title and description, its first example and a Storybook link", () => {
    const faq = entry('faq');
    expect(faq).toContain('**FaqSection**: ');
    expect(faq).toContain('```json\n{\n  "type": "faq",');
    expect(faq).toMatch(
      /\[Faq\]\(http:\/\/localhost:6006\/\?path=\/story\/sections-faq--[a-z-]+\)/,
    );
  });

  it('keeps a table cell on one line and shows <words> as text, not HTML', () => {
    expect(entry('hero')).toContain('storage:&lt;bucket>/&lt;file>');
  });
});

describe('withReference', () => {
  const guide = `# Guide\n\nHand-written.\n\n${REFERENCE_START}\nold reference\n${REFERENCE_END}\n\nMore by hand.\n`;

  it('replaces only what lies between the markers', () => {
    const next = withReference(guide, 'new reference');
    expect(next).toBe(
      `# Guide\n\nHand-written.\n\n${REFERENCE_START}\n\nnew reference\n\n${REFERENCE_END}\n\nMore by hand.\n`,
    );
    expect(withReference(next, 'new reference')).toBe(next);
  });

  it('says where the markers go when they are missing', () => {
    expect(() => withReference('# Guide\n', 'x')).toThrow(/AUTHORING.md needs the lines/);
  });
});
