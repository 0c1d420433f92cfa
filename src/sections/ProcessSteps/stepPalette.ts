import { colors } from '../../theme/tokens.ts';

/** `a` mixed with `b` in sRGB: t = 0 gives a, 1 gives b. Both are #rrggbb. */
export function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * One colour per step of the colored variant, in step order (repeating after seven), all from
 * the brand palette: six steps deepen from navy towards the brand blue, as the job moves on, and
 * the finished job is the dark gold. Each keeps white text above 4.5:1 (WCAG AA).
 */
export const STEP_COLORS = [
  ...[0, 0.2, 0.4, 0.6, 0.8, 1].map((t) => mixHex(colors.navy, colors.link, t)),
  colors.goldDark,
] as const;

/** Static nth-child rules that set --step-color on each step. */
export const stepColorRules = STEP_COLORS.map(
  (color, index) =>
    `&:nth-child(${STEP_COLORS.length}n + ${index + 1}) { --step-color: ${color}; }`,
).join('\n');
