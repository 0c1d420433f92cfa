import { createElement } from 'react';
import { addons, type HashEntry } from 'storybook/manager-api';

/** Mirrors DRAFT_TAG of scripts/lib/build/page-stories.ts (the manager bundle cannot import Node code). */
const DRAFT_TAG = 'draft';

const badge = {
  marginLeft: 6,
  padding: '0 5px',
  borderRadius: 3,
  border: '1px solid currentColor',
  fontSize: 10,
  fontWeight: 700,
  textTransform: 'uppercase',
} as const;

// A draft page's story carries a "draft" badge in the sidebar: the build leaves the page out.
// Storybook bundles this file with the classic JSX runtime (React.createElement, with no React in
// scope), so JSX here threw "React is not defined" as soon as a draft's label was drawn, and the
// whole manager went blank: hence createElement, which needs no JSX transform at all.
addons.setConfig({
  sidebar: {
    renderLabel: (item: HashEntry) =>
      'tags' in item && item.tags.includes(DRAFT_TAG)
        ? createElement('span', null, item.name, createElement('span', { style: badge }, 'draft'))
        : item.name,
  },
});
