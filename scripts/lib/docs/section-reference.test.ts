import { describe, expect, it } from 'vitest';
import { GENERATED_NOTICE, referenceDocument } from '../../gen-docs.ts';
import { schemasDir, sectionsDir } from '../paths.ts';
import { readSectionCatalog } from '../../../content/node.ts';
import { sectionReference } from './section-reference.ts';

const catalog = readSectionCatalog(schemasDir, sectionsDir);
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
      "| `headline` | text (2-80 characters) | yes | The page's main heading (its only h1). |",
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

describe('referenceDocument', () => {
  const document = referenceDocument('the reference');

  it('says under its title that gen:docs makes it, then holds the reference whole', () => {
    const [title, notice] = document.split('\n\n');
    expect(title).toBe('# Section reference');
    expect(notice).toBe(GENERATED_NOTICE);
    expect(notice).toContain('npm run gen:docs');
    expect(document.endsWith('\n\nthe reference\n')).toBe(true);
  });

  it('links back to the hand-written guide', () => {
    expect(document).toContain('[AUTHORING.md](../AUTHORING.md)');
  });

  it('is the same for the same reference, so --check compares like with like', () => {
    expect(referenceDocument('the reference')).toBe(document);
  });
});
