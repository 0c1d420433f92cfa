import { describe, expect, it } from 'vitest';
import { besideLivePages, fixturePage } from '../../tests/support/addedProblems.ts';

const validate = await besideLivePages();

const tab = (id: string, label: string) => ({
  id,
  label,
  heading: label,
  paragraphs: [`What we paint for ${label.toLowerCase()}.`],
});
const tabsFragment = (tabs: unknown[]) => ({
  path: 'pages-json/fragments/property-tabs.json',
  text: JSON.stringify({ type: 'tabs', heading: 'Every Property', tabs }, null, 2),
});
const page = (sections: unknown[]) =>
  fixturePage(
    'fixture-tabs',
    'A page used to test the tab ids of tabs sections in the validator.',
    sections,
  );

describe('duplicate-tab-id', () => {
  it('accepts tabs with their own ids, and the same ids in another tabs section', () => {
    const tabs = [tab('homes', 'Homes'), tab('offices', 'Offices')];
    const file = page([
      { type: 'tabs', tabs },
      { type: 'tabs', tabs },
    ]);
    expect(validate([file])).toEqual([]);
  });

  it('reports a fragment file’s repeated tab id once, in the fragment, not at its pages', () => {
    const fragment = tabsFragment([tab('homes', 'Homes'), tab('homes', 'Condos')]);
    const file = page([{ type: 'tabs', fragment: 'property-tabs' }]);
    expect(validate([fragment, file])).toEqual([
      `pages-json/fragments/property-tabs.json:14 /tabs/1/id: tab id "homes" is also the id of tab 0 in this section. Each tab's id names its panel on the page, so this tab would show tab 0's panel. Give each tab its own id, e.g. "homes-2". [duplicate-tab-id]`,
    ]);
  });

  it('reports a repeated id in the tabs a fragment reference writes over the fragment’s', () => {
    const fragment = tabsFragment([tab('homes', 'Homes'), tab('offices', 'Offices')]);
    const tabs = [tab('shops', 'Shops'), tab('offices', 'Offices'), tab('shops', 'Stores')];
    const file = page([{ type: 'tabs', fragment: 'property-tabs', tabs }]);
    expect(validate([fragment, file])).toEqual([
      `pages-json/fixture-tabs.json:35 /sections/1/tabs/2/id (tabs): tab id "shops" is also the id of tab 0 in this section. Each tab's id names its panel on the page, so this tab would show tab 0's panel. Give each tab its own id, e.g. "shops-3". [duplicate-tab-id]`,
    ]);
  });
});
