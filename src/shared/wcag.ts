/**
 * The axe rule tags every accessibility check applies (Storybook's panel, its smoke test and the
 * end-to-end tests): WCAG 2.0-2.2, A and AA.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
