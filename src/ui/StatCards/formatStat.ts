/** Digits after the decimal point in `value` as written, e.g. 2 for 4.75. */
const decimalsOf = (value: number) => String(value).split('.')[1]?.length ?? 0;

/**
 * The text of a counter part-way to `target`: as many decimals as the target has, thousands
 * separated, fixed locale so the server and the browser agree, e.g. "1,200" or "4.9".
 */
export function formatStat(value: number, target: number): string {
  const decimals = decimalsOf(target);
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
