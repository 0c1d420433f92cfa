import { describe, expect, it } from 'vitest';
import { besideLivePages, fixturePage } from '../../tests/support/addedProblems.ts';

const validate = await besideLivePages();

/** A page with a hero first (fixturePage's), then these sections. */
const page = (sections: unknown[]) =>
  fixturePage(
    'fixture-one-per-page',
    'A page used to test the rule that a page holds one hero at most.',
    sections,
  );

describe('one-per-page', () => {
  it('refuses a second hero that a fragment brings, at its reference', () => {
    const fragment = {
      path: 'pages-json/fragments/opening.json',
      text: '{\n  "type": "hero",\n  "headline": "A shared opening"\n}\n',
    };
    expect(validate([fragment, page([{ type: 'hero', fragment: 'opening' }])])).toEqual([
      'pages-json/fixture-one-per-page.json:14 /sections/1 (hero): a second "hero" section on this page; section 0 is one already. A page may hold one "hero" only: each writes the same element id, and an id names one element, so the build would stop. Remove this section, or move what it says into section 0. [one-per-page]',
    ]);
  });

  it('accepts a hero beside a breadcrumb: both open a page, but only the hero writes its h1', () => {
    const breadcrumb = {
      type: 'breadcrumb',
      items: [{ label: 'Home', href: '/' }],
      current: 'Fixture',
    };
    expect(validate([page([breadcrumb])])).toEqual([]);
  });
});
