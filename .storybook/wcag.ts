/** The axe rule tags the accessibility panel and the Storybook test apply: WCAG 2.0-2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
