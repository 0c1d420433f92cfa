export const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Where a key moves the divider (0-100, from the left), or undefined for keys the slider leaves
 * alone. Arrow keys step by 1 (10 with Shift), Page Up/Down by 10, Home/End go to the ends.
 */
export function positionAfterKey(key: string, shift: boolean, current: number): number | undefined {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - step);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + step);
    case 'PageDown':
      return clampPercent(current - 10);
    case 'PageUp':
      return clampPercent(current + 10);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return undefined;
  }
}
