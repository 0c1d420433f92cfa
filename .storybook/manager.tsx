import { addons, type HashEntry } from 'storybook/manager-api';

/** Mirrors DRAFT_TAG of scripts/lib/page-stories.ts (the manager bundle cannot import Node code). */
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
addons.setConfig({
  sidebar: {
    renderLabel: (item: HashEntry) =>
      'tags' in item && item.tags.includes(DRAFT_TAG) ? (
        <span>
          {item.name}
          <span style={badge}>draft</span>
        </span>
      ) : (
        item.name
      ),
  },
});
