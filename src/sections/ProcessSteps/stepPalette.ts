/**
 * One colour per step of the colored variant, in step order (repeating after seven). Each is
 * dark enough for white text at ≥ 7:1, so titles and descriptions pass WCAG AA with margin.
 */
export const STEP_COLORS = [
  '#13283d', // navy
  '#0e5a61', // teal
  '#2d5a3a', // forest
  '#5e2b5a', // plum
  '#8c3a22', // brick
  '#2a4a80', // royal blue
  '#6e4f10', // bronze
] as const;

/** Static nth-child rules that set --step-color on each step. */
export const stepColorRules = STEP_COLORS.map(
  (color, index) =>
    `&:nth-child(${STEP_COLORS.length}n + ${index + 1}) { --step-color: ${color}; }`,
).join('\n');
