/** Design tokens. Components read them as CSS custom properties, so styles stay static CSS. */
export const colors = {
  ink: '#1c2430',
  muted: '#4a5565',
  navy: '#13283d',
  navyLight: '#1d3a57',
  gold: '#d4a437',
  goldDark: '#8a6414',
  link: '#1d5f8a',
  surface: '#ffffff',
  surfaceAlt: '#f6f3ee',
  border: '#d9dee5',
  onDark: '#f3f5f8',
  onDarkMuted: '#c3ccd8',
  focus: '#1a73e8',
  // Form outcomes: text colour on its own tint, both above 6:1 contrast.
  success: '#1b5e20',
  successTint: '#e8f5e9',
  danger: '#a4161a',
  dangerTint: '#fdecea',
} as const;

export const theme = {
  color: Object.fromEntries(
    Object.keys(colors).map((name) => [name, `var(--color-${name})`]),
  ) as Record<keyof typeof colors, string>,
  font: {
    body: 'var(--font-body)',
    heading: 'var(--font-heading)',
  },
  /**
   * One spacing scale for the whole site: gaps inside a block (xs-md), between blocks of a
   * section (lg), and between sections (section, as each section's top and bottom padding).
   */
  space: {
    xs: '0.5rem',
    sm: '1rem',
    md: '1.5rem',
    lg: 'clamp(2rem, 4vw, 2.5rem)',
    section: 'clamp(3rem, 7vw, 5rem)',
  },
  radius: '10px',
  shadow: '0 10px 30px rgba(19, 40, 61, 0.12)',
  contentWidth: '1180px',
  headerHeight: '76px',
  breakpoint: { nav: '900px' },
} as const;

export type Theme = typeof theme;

/**
 * `:root` declarations for every token. The font stacks (the brand fonts with their
 * metric-matched fallbacks) come from the build, see scripts/lib/build/brand-fonts.ts.
 */
export const rootVariables = (fonts: { heading: string; body: string }) =>
  [
    ...Object.entries(colors).map(([name, value]) => `--color-${name}: ${value};`),
    `--font-body: ${fonts.body};`,
    `--font-heading: ${fonts.heading};`,
  ].join('\n');
