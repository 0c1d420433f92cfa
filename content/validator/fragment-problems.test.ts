import { describe, expect, it } from 'vitest';
import { besideLivePages, fixturePage } from '../../tests/support/addedProblems.ts';

const validate = await besideLivePages();

const page = (sections: unknown[]) =>
  fixturePage(
    'fixture-page',
    'A page used to test fragment references in the validator.',
    sections,
  );

describe('fragment validation', () => {
  it('accepts a page that uses the real fragments, with and without overrides', () => {
    const file = page([
      { type: 'processSteps', fragment: 'town-process-steps' },
      { type: 'reasons', fragment: 'town-reasons', heading: 'Why Fixture Homeowners Choose Us' },
    ]);
    expect(validate([file])).toEqual([]);
  });

  it('reports an invalid fragment once, at its own line, not at the pages using it', () => {
    const fragment = {
      path: 'pages-json/fragments/broken-steps.json',
      text: '{\n  "$schema": "../../schemas/fragment.schema.json",\n  "type": "processSteps",\n  "heading": "Steps",\n  "steps": [{ "title": "Prep" }]\n}\n',
    };
    const file = page([{ type: 'processSteps', fragment: 'broken-steps' }]);
    expect(validate([fragment, file])).toEqual([
      'pages-json/fragments/broken-steps.json:5 /steps/0: "description" is required. Add a "description" string to this item. [missing-field]',
    ]);
  });

  it('checks a fragment file as a section and its links like a shared file', () => {
    const fragment = {
      path: 'pages-json/fragments/odd.json',
      text: '{\n  "type": "sidebarBox",\n  "links": [{ "label": "Top", "href": "#top" }]\n}\n',
    };
    expect(validate([fragment])).toEqual([
      'pages-json/fragments/odd.json:1 /: "heading" is required. Add a "heading" string to this fragment. [missing-field]',
      'pages-json/fragments/odd.json:3 /links/0/href: link "#top" has no page to point into, because this file is shared by every page. Write the page\'s path in front, e.g. "/#top". [anchor-without-page]',
    ]);
  });
});

describe('anchors in fragments', () => {
  it("count as the page's own anchors once resolved", () => {
    const fragment = {
      path: 'pages-json/fragments/anchored-steps.json',
      text: JSON.stringify({
        type: 'processSteps',
        anchor: 'process',
        heading: 'Steps',
        steps: [{ title: 'Prep', description: 'We prepare.' }],
      }),
    };
    const file = page([
      { type: 'processSteps', fragment: 'anchored-steps' },
      { type: 'richText', blocks: [{ kind: 'paragraph', text: 'See [how](#process).' }] },
    ]);
    expect(validate([fragment, file])).toEqual([]);
  });
});
