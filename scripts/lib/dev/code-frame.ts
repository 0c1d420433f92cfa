/**
 * A few lines of a file around one place, with a caret under its column, in the layout Vite's
 * error overlay recognises as a code frame:
 *
 *     9 |   "sections": [
 *  > 10 |     { "type": "hero", "headlin": "…" }
 *       |                       ^
 */
export function codeFrame(text: string, line: number, column: number, around = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const rows: string[] = [];
  for (let number = first; number <= last; number++) {
    const marker = number === line ? '>' : ' ';
    rows.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1] ?? ''}`);
    if (number === line) rows.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return rows.join('\n');
}
